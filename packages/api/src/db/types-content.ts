/** Site content tables (guides, videos, FAQ, home, partners, notices): declared by the content module. */
export {};
