/**
 * Grows a seeded catalog in place, for the benchmark (bench-catalog.ts) and the query-plan check
 * (test/catalog-plans.test.ts): `models` more models shaped like the seeded ones (brand, connections, description of
 * one), under new names, `driversPerModel`
 * drivers each (a third per system, one in ten unpublished, spread over six years) and one manual each. One in
 * twenty models is unpublished. Then VACUUM ANALYZE, as autovacuum would after such a load.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/types.js';

export async function growCatalog(db: Kysely<DB>, models: number, driversPerModel: number): Promise<void> {
  const file = await db.selectFrom('drivers').select(['file_name', 'file_size', 'sha256']).executeTakeFirstOrThrow();
  const before = await db
    .selectFrom('printer_models')
    .select(sql<number>`max(id)`.as('max'))
    .executeTakeFirstOrThrow();
  // New series names (no seeded model's name inside), with the seeded share of the common words: a broad search
  // ("pro", "bt") matches 100× the models, a specific one ("pm241bt") still the seeded few.
  await sql`
    insert into printer_models (brand_id, name, search_key, guide_path, connections, description, sort, status)
    select s.brand_id, n.name, lower(regexp_replace(n.name, '[^A-Za-z0-9]', '', 'g')), '', s.connections,
           s.description, s.sort + g, case when g % 20 = 0 then '1' else '0' end
    from generate_series(1, ${models}) g
    join lateral (
      select * from printer_models p where p.id <= ${before.max} order by p.id offset (g % ${before.max}) limit 1
    ) s on true
    cross join lateral (
      select (array['LX', 'QT', 'ZR', 'KV', 'HN', 'JY'])[1 + g % 6] || '-' || (1000 + g)
             || (array['', '-BT', '', '-WF', ' Pro', '-BT', '', 'S', '-BT', ' Air', '', '-WF', 'D', '-BT', '', '-WF'])[1 + g % 16]
             as name
    ) n`.execute(db);
  await sql`
    insert into drivers (model_id, title, os, version, release_date, file_name, file_size, sha256, status)
    select m.id, m.name || ' driver', (array['windows', 'macos', 'linux'])[1 + d % 3], '1.' || d,
           date '2020-01-01' + ((m.id * 7 + d * 53) % 2190), ${file.file_name}, ${file.file_size}, ${file.sha256},
           case when (m.id + d) % 10 = 0 then '1' else '0' end
    from printer_models m cross join generate_series(1, ${driversPerModel}) d
    where m.id > ${before.max}`.execute(db);
  await sql`
    insert into manuals (model_id, title, version, release_date, file_name, file_size, sha256)
    select m.id, m.name || ' manual', '1.0', date '2021-01-01' + (m.id % 1400), ${file.file_name},
           ${file.file_size}, ${file.sha256}
    from printer_models m where m.id > ${before.max}`.execute(db);
  await sql`vacuum analyze`.execute(db);
}
