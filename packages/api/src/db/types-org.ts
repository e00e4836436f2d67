/** Departments, posts, forwarders and tracked parcels: declared by the org and logistics modules. */
export {};
