/** Departments, posts, forwarders and tracked parcels. */
export {};
