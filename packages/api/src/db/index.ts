import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect.js';
import type { DB } from './types.js';

export type DbEngine = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` or 'memory://' keeps it in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (search_path); created if missing. Used by tests for isolation. */
  schema?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolMax?: number | undefined;
  /** PGlite only: start from a `dumpDataDir()` snapshot instead of an empty cluster (tests use a seeded one). */
  loadDataDir?: Blob | undefined;
}

export interface Database {
  db: Kysely<DB>;
  engine: DbEngine;
  /** The embedded instance when engine is 'pglite' (e.g. to dump a snapshot). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.schema !== undefined && !SCHEMA_RE.test(opts.schema)) {
    throw new Error(`invalid schema name: ${opts.schema}`);
  }
  if (opts.databaseUrl) {
    if (opts.schema) {
      const admin = new pg.Client({ connectionString: opts.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists "${opts.schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === DATE_OID
            ? (v: string) => v
            : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('error', () => {
      /* idle client errors are surfaced on the next query */
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  const dataDir = opts.dataDir && opts.dataDir !== 'memory://' ? opts.dataDir : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    parsers: { [pgliteTypes.DATE]: (v: string) => v },
    // Model search's trigram index (migrationsPerf.ts) needs it loaded in every session that reads the catalog.
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', pglite, close: () => db.destroy() };
}
