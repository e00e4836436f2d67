/**
 * The public chart never promises a driver a visitor cannot download: in production the seed publishes no
 * stand-in drivers, so the chart rows' driver flags and the compatibility cells that claim a driver answer "not
 * published" until an operator publishes one for that model and system.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/index.js';
import { ENGINES, P, makeApp, type TestApp } from './helpers.js';

interface ChartRow {
  modelId: number | null;
  printerModel: string;
  driverWindows: boolean;
  driverMac: boolean;
  driverLinux: boolean;
}
interface Cell {
  modelId: number;
  component: string;
  support: string;
  verifiedOn: string | null;
}

describe.each(ENGINES)('driver claims on the public chart on %s', (engine) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const get = async <T>(t: TestApp, url: string) => {
    const r = await t.app.inject({ method: 'GET', url: `${P}${url}` });
    expect(r.statusCode, url).toBe(200);
    return r.json() as T;
  };
  const chart = async (t: TestApp) => (await get<{ rows: ChartRow[] }>(t, '/public/chart?pageSize=50')).rows;
  const cells = async (t: TestApp, q: string) => (await get<{ data: Cell[] }>(t, `/public/compat?${q}`)).data;
  const driverCell = (list: Cell[], modelId: number) =>
    list.find((c) => c.modelId === modelId && c.component === 'driver');

  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await makeApp(engine);
    apps.push(dev);
    // A database the production seed wrote itself (the run's template is a development one).
    if (engine === 'postgres') prod = await makeApp(engine, { env: 'production' });
    else {
      const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-prod-chart-'));
      const database = await openDatabase({ dataDir: 'memory://' });
      const opts = { env: 'production' as const, database, closeDatabase: true, filesDir, captchaDisabled: true };
      const app = await createApp({ ...opts, logger: false });
      const close = async () => {
        await app.close();
        fs.rmSync(filesDir, { recursive: true, force: true });
      };
      prod = { app, engine, filesDir, schema: null, close };
    }
    apps.push(prod);
  });

  it('outside production the stand-in drivers back what the chart claims', async () => {
    const rows = await chart(dev);
    expect(rows.find((r) => r.modelId === 1)).toMatchObject({ driverWindows: true });
    const win = await cells(dev, 'system=windows-11&cpu=x64');
    expect(win.filter((c) => c.component === 'driver').every((c) => c.support === 'verified')).toBe(true);
    const linux = await cells(dev, 'system=ubuntu&cpu=any');
    expect(linux.filter((c) => c.support === 'verified')).toHaveLength(4);
  });

  it('in production a claimed driver that is not published is never shown as available', async () => {
    const rows = await chart(prod);
    expect(rows.length).toBe(31);
    expect(rows.filter((r) => r.driverWindows || r.driverMac || r.driverLinux)).toEqual([]);
    // The operator's claims are kept: the back office still lists them.
    const stored = await prod.app.ctx.db.selectFrom('chart_rows').select('driver_windows').execute();
    expect(stored.every((r) => r.driver_windows)).toBe(true);

    for (const q of ['system=windows-11&cpu=x64', 'system=macos-15&cpu=arm', 'system=ubuntu&cpu=any']) {
      const drivers = (await cells(prod, q)).filter((c) => c.component === 'driver');
      expect(drivers.length, q).toBe(31);
      expect(
        drivers.filter((c) => c.support === 'verified' || c.support === 'expected'),
        q,
      ).toEqual([]);
      expect(drivers.filter((c) => c.support === 'unpublished').every((c) => c.verifiedOn === null)).toBe(true);
    }
    // What is not a driver keeps its answer: the app works without one.
    const mac = await cells(prod, 'system=macos-15&cpu=x64&modelId=1');
    expect(mac.map((c) => [c.component, c.support])).toEqual([
      ['driver', 'unpublished'],
      ['app', 'verified'],
    ]);
    // A "not supported" stays that: nothing is claimed.
    const ds50 = (await get<{ rows: Array<{ modelId: number }> }>(prod, '/public/models?keyword=DS-50P')).rows[0]!;
    const noMac = await cells(prod, `system=macos-15&cpu=x64&modelId=${ds50.modelId}`);
    expect(driverCell(noMac, ds50.modelId)?.support).toBe('unsupported');
  });

  it('a driver an operator publishes is shown at once; a row without a model keeps its flags', async () => {
    const db = prod.app.ctx.db;
    const file = { file_name: 'upload/2026/11/28/d520.zip', size: 10, sha256: '0'.repeat(64) };
    await db
      .insertInto('files')
      .values({ ...file, original_name: 'd520.zip', ext: 'zip', mime: 'application/zip', uploaded_by: null })
      .execute();
    await db
      .insertInto('drivers')
      .values({
        model_id: 1,
        title: 'Operator driver',
        os: 'windows',
        file_name: 'upload/2026/11/28/d520.zip',
        file_size: 10,
        sha256: '0'.repeat(64),
        version: '9.0.0',
        release_date: '2026-11-01',
      })
      .execute();
    await db
      .insertInto('chart_rows')
      .values({ printer_model: 'Bring your own', driver_linux: true, label_printer: 'Label printer', sort: 99 })
      .execute();
    prod.app.ctx.cache.clear();
    const rows = await chart(prod);
    expect(rows.find((r) => r.modelId === 1)).toMatchObject({ driverWindows: true, driverMac: false });
    expect(rows.find((r) => r.modelId === 2)).toMatchObject({ driverWindows: false });
    expect(rows.find((r) => r.modelId === null)).toMatchObject({ printerModel: 'Bring your own', driverLinux: true });
    const win = await cells(prod, 'system=windows-11&cpu=x64');
    expect(driverCell(win, 1)).toMatchObject({ support: 'verified', verifiedOn: '2024-02-01' });
    expect(driverCell(win, 2)?.support).toBe('unpublished');
    // Published for Windows only: the Mac cell of the same model still says so.
    expect(driverCell(await cells(prod, 'system=macos-15&cpu=x64&modelId=1'), 1)?.support).toBe('unpublished');
  });
});
