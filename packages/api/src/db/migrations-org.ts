/** Departments, posts, forwarders and tracked parcels. Append; never edit an applied migration. */
export const orgMigrations: Array<{ id: string; sql: string }> = [];
