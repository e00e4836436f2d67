/** Site content (guides, videos, FAQ, home, partners, notices): drafts and published versions. Append; never edit an applied migration. */
export const contentMigrations: Array<{ id: string; sql: string }> = [];
