/**
 * Nothing made up is published as real. The development seed keeps its stand-in installers, driver zips and
 * manuals, all under the demo prefix the site marks; the production seed publishes none of them; and a database
 * seeded before the prefix existed is upgraded: in production its stand-ins stop being published (an operator's
 * uploads stay), in development they move under the prefix and still download.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_RESOURCE_PREFIX, isDemoResource, isDemoStoreUrl } from '@labelwise/contract/rules';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import { createApp } from '../src/app.js';
import type { App } from '../src/context.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { ENGINES, P, PG_URL, testSchemaName, type EngineName } from './helpers.js';

const INSTALLERS = ['LabelwiseSetup_Win32', 'LabelwiseSetup_Win64', 'LabelwiseSetup_Mac'];
const STORES = ['LabelwiseSetup_Android', 'LabelwiseSetup_IOS', 'LabelwiseSetup_chrome'];
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe.each(ENGINES)('demo stand-ins on %s', (engine: EngineName) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  /** One database and file store; `start` opens an app on them as a process of that environment would. */
  async function store() {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-demo-files-'));
    const schema = engine === 'postgres' ? testSchemaName() : null;
    if (schema) await createTaggedSchema(PG_URL, schema);
    const dataDir = engine === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'lw-demo-db-')) : null;
    const apps: App[] = [];
    let database: Database | null = null;
    cleanups.push(async () => {
      for (const a of apps) await a.close().catch(() => undefined);
      await database?.close().catch(() => undefined);
      if (schema) await dropSchemaAt(PG_URL, schema);
      fs.rmSync(filesDir, { recursive: true, force: true });
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const start = async (env: 'development' | 'production') => {
      for (const a of apps.splice(0)) await a.close();
      await database?.close();
      database = await openDatabase(dataDir ? { dataDir } : { databaseUrl: PG_URL, schema: schema!, poolMax: 4 });
      const app = await createApp({ env, database, filesDir, captchaDisabled: true, logger: false });
      apps.push(app);
      return app;
    };
    return { filesDir, start };
  }

  const get = (app: App, url: string) => app.inject({ method: 'GET', url });
  const dataConfig = async (app: App) =>
    (await get(app, '/resources/dataConfig.json')).json() as Record<string, string>;
  /** Every file name the catalog's drivers, releases and manuals point at. */
  const catalogFiles = async (app: App) => {
    const db = app.ctx.db;
    const rows = await Promise.all([
      db.selectFrom('drivers').select('file_name').execute(),
      db.selectFrom('driver_releases').select('file_name').execute(),
      db.selectFrom('manuals').select('file_name').execute(),
    ]);
    return rows.flat().map((r) => r.file_name);
  };

  it('development: every seeded installer, driver, release and manual is a stand-in under the demo prefix', async () => {
    const app = await (await store()).start('development');
    const links = await dataConfig(app);
    for (const key of INSTALLERS) {
      expect(isDemoResource(links[key]), key).toBe(true);
      const file = await get(app, links[key]!);
      expect(file.statusCode, key).toBe(200);
      expect(sha(file.rawPayload)).toBe(links[`${key}_sha256`]);
    }
    for (const key of STORES) expect(isDemoStoreUrl(links[key]!), key).toBe(true);
    const files = await catalogFiles(app);
    expect(files.length).toBeGreaterThan(65 + 31);
    expect(files.filter((f) => !isDemoResource(f))).toEqual([]);
    // What a visitor reads carries the mark too: the public rows and the driver feed.
    const drivers = (await get(app, `${P}/public/models/1/drivers`)).json().rows as Array<{ url: string }>;
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.every((d) => isDemoResource(d.url))).toBe(true);
    const feed = (await get(app, '/feeds/drivers.atom')).body;
    expect(feed).toContain('demo file, not a real driver');
  });

  it('production: publishes no stand-in installer, driver, manual or made-up store link', async () => {
    const { filesDir, start } = await store();
    const app = await start('production');
    const links = await dataConfig(app);
    expect(Object.keys(links).filter((k) => [...INSTALLERS, ...STORES].some((i) => k.startsWith(i)))).toEqual([]);
    expect(Object.values(links).filter((u) => isDemoResource(u) || isDemoStoreUrl(u))).toEqual([]);
    expect(await catalogFiles(app)).toEqual([]);
    const stored = await app.ctx.db.selectFrom('files').select('file_name').execute();
    expect(stored.filter((f) => isDemoResource(f.file_name))).toEqual([]);
    expect(fs.existsSync(path.join(filesDir, DEMO_RESOURCE_PREFIX))).toBe(false);
    // The finder still knows the printers; it just has no file to offer yet.
    expect((await get(app, `${P}/public/models?keyword=d520`)).json().total).toBeGreaterThan(0);
    expect((await get(app, `${P}/public/models/1/drivers`)).json().rows).toEqual([]);
    expect((await get(app, '/feeds/drivers.atom')).body).not.toContain('<entry>');
    // A guide page offers no driver and promises no manual that does not exist.
    const guides = (await get(app, `${P}/content/published?locale=en-us`)).json().data.guides as Record<
      string,
      { shared: { manual: boolean }; drivers: unknown[] }
    >;
    expect(Object.keys(guides).length).toBe(31);
    for (const [slug, g] of Object.entries(guides))
      expect([slug, g.shared.manual, g.drivers]).toEqual([slug, false, []]);
  });

  /**
   * Turns a development database into one the seed wrote before the demo prefix existed: stand-ins back in their old
   * folders (file and bytes), the made-up Play Store link among the links, the upgrade not yet applied.
   */
  async function olderDatabase(app: App, filesDir: string) {
    const db = app.ctx.db;
    const demo = await db
      .selectFrom('files')
      .select('file_name')
      .where('file_name', 'like', 'resources/demo/%')
      .execute();
    for (const { file_name: name } of demo) {
      const legacy = `resources/${name.slice(DEMO_RESOURCE_PREFIX.length)}`;
      fs.mkdirSync(path.dirname(path.join(filesDir, legacy)), { recursive: true });
      fs.renameSync(path.join(filesDir, name), path.join(filesDir, legacy));
      await db.updateTable('files').set({ file_name: legacy }).where('file_name', '=', name).execute();
      await db
        .updateTable('download_links')
        .set({ url: `/api-v1.0/common/download/resource?resource=${encodeURIComponent(legacy)}` })
        .where('url', '=', `/api-v1.0/common/download/resource?resource=${encodeURIComponent(name)}`)
        .execute();
    }
    await db.deleteFrom('app_meta').where('key', '=', 'seed.upgrade.demo-stand-ins').execute();
  }

  /** An operator's upload: a real driver for model 1 and a newer release of model 2's seeded Windows driver. */
  async function operatorFiles(app: App, filesDir: string) {
    const db = app.ctx.db;
    const admin = await db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const bytes = Buffer.from('a real driver package');
    const name = 'upload/2026/11/28/real-driver.zip';
    fs.mkdirSync(path.dirname(path.join(filesDir, name)), { recursive: true });
    fs.writeFileSync(path.join(filesDir, name), bytes);
    const file = { file_name: name, size: bytes.length, sha256: sha(bytes) };
    await db
      .insertInto('files')
      .values({
        ...file,
        original_name: 'real-driver.zip',
        ext: 'zip',
        mime: 'application/zip',
        category: 'driver',
        uploaded_by: admin.id,
      })
      .execute();
    const row = {
      file_name: name,
      file_size: file.size,
      sha256: file.sha256,
      version: '9.0.0',
      release_date: '2026-11-01',
    };
    await db
      .insertInto('drivers')
      .values({ ...row, model_id: 1, title: 'Operator driver', os: 'linux' })
      .execute();
    const seeded = await db
      .selectFrom('drivers')
      .select('id')
      .where('model_id', '=', 2)
      .where('os', '=', 'windows')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('driver_releases')
      .values({ ...row, driver_id: seeded.id, notes: '{}', known_issues: '{}' })
      .execute();
    return { name, sha256: file.sha256, seededDriver: seeded.id };
  }

  it('upgrade in production: stand-ins of an older seed stop being published, an operator’s upload stays', async () => {
    const { filesDir, start } = await store();
    const older = await start('development');
    await olderDatabase(older, filesDir);
    const legacyWin64 = (await dataConfig(older)).LabelwiseSetup_Win64!;
    expect(legacyWin64).toContain('resources%2Fsoftware%2F');
    const upload = await operatorFiles(older, filesDir);

    const app = await start('production');
    const links = await dataConfig(app);
    expect(Object.keys(links).filter((k) => [...INSTALLERS, ...STORES].some((i) => k.startsWith(i)))).toEqual([]);
    expect((await get(app, legacyWin64)).statusCode).toBe(404);
    // Model 1 keeps only the operator's driver; model 2's seeded driver now offers the operator's release alone.
    const one = (await get(app, `${P}/public/models/1/drivers`)).json().rows as Array<{ title: string; url: string }>;
    expect(one.map((d) => d.title)).toEqual(['Operator driver']);
    const two = (await get(app, `${P}/public/models/2/drivers`)).json().rows as Array<{
      driverId: number;
      version: string;
    }>;
    expect(two.map((d) => [d.driverId, d.version])).toEqual([[upload.seededDriver, '9.0.0']]);
    const releases = (await get(app, `${P}/public/models/2/releases`)).json().data as Array<{ version: string }>;
    expect(releases.map((r) => r.version)).toEqual(['9.0.0']);
    expect((await get(app, `${P}/public/models/1/manuals`)).json().rows).toEqual([]);
    const file = await get(app, one[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(sha(file.rawPayload)).toBe(upload.sha256);
    const left = await catalogFiles(app);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((f) => f === upload.name)).toBe(true);
    const registered = await app.ctx.db
      .selectFrom('files')
      .select('file_name')
      .where('file_name', 'like', 'resources/%')
      .execute();
    expect(registered).toEqual([]);
  });

  it('upgrade in development: stand-ins of an older seed move under the demo prefix and still download', async () => {
    const { filesDir, start } = await store();
    const older = await start('development');
    await olderDatabase(older, filesDir);
    const upload = await operatorFiles(older, filesDir);

    const app = await start('development');
    const links = await dataConfig(app);
    for (const key of INSTALLERS) {
      expect(isDemoResource(links[key]), key).toBe(true);
      const file = await get(app, links[key]!);
      expect(file.statusCode, key).toBe(200);
      expect(sha(file.rawPayload)).toBe(links[`${key}_sha256`]);
    }
    const files = await catalogFiles(app);
    expect(files.filter((f) => !isDemoResource(f)).every((f) => f === upload.name)).toBe(true);
    expect(files.filter((f) => isDemoResource(f)).length).toBeGreaterThan(65 + 31);
    const manual = (
      (await get(app, `${P}/public/models/1/manuals`)).json().rows as Array<{ url: string; sha256: string }>
    )[0]!;
    expect(isDemoResource(manual.url)).toBe(true);
    const pdf = await get(app, manual.url);
    expect(pdf.statusCode).toBe(200);
    expect(sha(pdf.rawPayload)).toBe(manual.sha256);
  });
});
