/** A printer model's print-head resolution: recorded by operators, unknown until then, read by the shipping pages. */
import { PRINT_RESOLUTIONS } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { ENGINES, operatorSuite, type TestApp } from './helpers.js';

describe.each(ENGINES)('print resolution of a printer model on %s', (engine) => {
  let admin = '';
  let t: TestApp;
  const call = operatorSuite(engine, (o) => {
    admin = o.admin;
    t = o.t;
  });
  const model = async (id: number) => (await call('GET', `/site/model/${id}`, admin)).json().data;
  const publicModel = async (id: number) => (await call('GET', `/public/models/${id}`)).json().data;

  it('is unknown for every seeded model: nothing guesses it', async () => {
    const rows: Array<{ printResolution: unknown }> = [];
    for (let page = 1; ; page++) {
      const r = (await call('GET', `/site/model/list?pageSize=50&pageNum=${page}`, admin)).json();
      rows.push(...(r.rows as typeof rows));
      if (rows.length >= r.total) break;
    }
    expect(rows.length).toBeGreaterThanOrEqual(31);
    expect(rows.every((r) => r.printResolution === null)).toBe(true);
    const visitors = (await call('GET', '/public/models?pageSize=50')).json().rows as typeof rows;
    expect(visitors.every((r) => r.printResolution === null)).toBe(true);
  });

  it('is stored on create, changed and cleared on update, and kept when an update leaves it out', async () => {
    const created = await call('POST', '/site/model', admin, { brandId: 1, name: 'TR-300', printResolution: 300 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.modelId as number;
    expect((await model(id)).printResolution).toBe(300);
    expect((await publicModel(id)).printResolution).toBe(300);

    const renamed = await call('PUT', '/site/model', admin, { modelId: id, name: 'TR-301' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await model(id)).printResolution).toBe(300);

    for (const printResolution of [203, null]) {
      const r = await call('PUT', '/site/model', admin, { modelId: id, printResolution });
      expect(r.statusCode, r.body).toBe(200);
      expect((await model(id)).printResolution).toBe(printResolution);
    }
    const plain = await call('POST', '/site/model', admin, { brandId: 1, name: 'TR-000' });
    expect((await model(plain.json().data.modelId as number)).printResolution).toBeNull();
  });

  it.each([200, 600, '300', 'unknown', 203.5])('refuses %j, naming the field, and keeps the value', async (bad) => {
    const before = (await model(1)).printResolution;
    const updated = await call('PUT', '/site/model', admin, { modelId: 1, printResolution: bad });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().msg).toMatch(/^printResolution: /);
    const created = await call('POST', '/site/model', admin, { brandId: 1, name: 'TR-BAD', printResolution: bad });
    expect(created.statusCode).toBe(400);
    expect(created.json().msg).toMatch(/^printResolution: /);
    expect((await model(1)).printResolution).toBe(before);
  });

  it('is checked by the database against the same list', async () => {
    const write = (value: number) =>
      t.app.ctx.db.updateTable('printer_models').set({ print_resolution: value }).where('id', '=', 1).execute();
    for (const dpi of PRINT_RESOLUTIONS) await write(dpi);
    await expect(write(250)).rejects.toThrow(/check/i);
    await t.app.ctx.db.updateTable('printer_models').set({ print_resolution: null }).where('id', '=', 1).execute();
  });
});
