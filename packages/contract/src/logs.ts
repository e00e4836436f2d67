/** The operation log and the login log as the admin lists them. */
export {};
