/**
 * Indexes that keep the public catalog's reads flat as it grows (measured: scripts/bench-catalog.ts). Append; never
 * edit an applied migration.
 */
export const perfMigrations: Array<{ id: string; sql: string }> = [
  {
    // Model search matches `search_key like '%key%'`: a trigram index answers it without reading every model.
    // pg_trgm lives in one schema per database (public, made once under a database-wide lock, since several
    // schemas of one database migrate at the same time in tests); the index names its operator class by that
    // schema, wherever an older install put it. PGlite loads the extension when it opens (db/index.ts). Without
    // fastupdate, models added between vacuums go straight into the index, not a pending list every search re-reads
    // and the planner prices so high it scans the table instead (measured: 14 ms for one match among 10k).
    // The block's statements start lines with their semicolons: migrate() splits a migration at one ending a line.
    id: '012_perf_catalog_indexes',
    sql: `
do $$
declare ext_schema text; begin
  perform pg_advisory_xact_lock(hashtext('labelwise:pg_trgm'))
  ; if not exists (select 1 from pg_extension where extname = 'pg_trgm') then create extension pg_trgm schema public
  ; end if
  ; select n.nspname into ext_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'
  ; execute format('create index printer_models_search_trgm_idx on printer_models using gin (search_key %I.gin_trgm_ops) with (fastupdate = off)', ext_schema)
  ; end
$$;
create index printer_models_public_idx on printer_models(status, sort, id);
create index printer_models_brand_public_idx on printer_models(brand_id, status, sort, id);
drop index printer_models_brand_idx;
create index drivers_public_idx on drivers(model_id, status, release_date desc, id);
drop index drivers_model_idx;
create index manuals_public_idx on manuals(model_id, status, release_date desc, id);
drop index manuals_model_idx;
`,
  },
  {
    // Model search reads the names that start with the key apart from the others (catalogQueries.ts): this index
    // answers `search_key like 'key%'` for keys of any length, including the two-letter ones without a trigram.
    id: '042_model_search_prefix_index',
    sql: `create index printer_models_search_prefix_idx on printer_models (search_key text_pattern_ops);`,
  },
];
