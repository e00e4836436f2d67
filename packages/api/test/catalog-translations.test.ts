/** Catalog text operators write per language: brands, models, drivers, manuals and chart rows. */
import { brands, chart, drivers, manuals, models } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { ENGINES, operatorSuite } from './helpers.js';

describe.each(ENGINES)('catalog translations on %s', (engine) => {
  let admin = '';
  const call = operatorSuite(engine, (o) => {
    admin = o.admin;
  });
  const data = async (url: string) => {
    const r = await call('GET', url, admin);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Record<string, unknown>;
  };
  const ok = async (method: 'POST' | 'PUT', url: string, body: object) => {
    const r = await call(method, url, admin, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Record<string, unknown> | undefined;
  };

  it('seeds only translations an operator can save back unchanged', async () => {
    const resources = [
      [brands, 'brandId', ['nameI18n']],
      [models, 'modelId', ['descriptionI18n']],
      [drivers, 'driverId', ['titleI18n']],
      [manuals, 'manualId', ['titleI18n', 'descriptionI18n']],
      [chart, 'chartId', ['labelPrinterI18n']],
    ] as const;
    for (const [resource, idField, fields] of resources) {
      const rows: Array<Record<string, unknown>> = [];
      for (let page = 1; ; page++) {
        const r = (await call('GET', `${resource.path}/list?pageSize=50&pageNum=${page}`, admin)).json();
        rows.push(...(r.rows as Array<Record<string, unknown>>));
        if (rows.length >= r.total) break;
      }
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        for (const field of fields) {
          // A brand's name is its own in every language but the generic one's.
          if (resource !== brands) expect(Object.keys(row[field] as object).length, `${resource.key} ${field}`).toBe(5);
          const parsed = resource.update.safeParse({ [idField]: row[idField], [field]: row[field] });
          expect(parsed.error?.issues, `${resource.key} ${String(row[idField])} ${field}`).toBeUndefined();
        }
    }
  });

  it('finds drivers, manuals and brands by their title in any language, not by the language codes', async () => {
    const lists = [
      [drivers, 'driverId', 'title', 'titleI18n'],
      [manuals, 'manualId', 'title', 'titleI18n'],
      [brands, 'brandId', 'name', 'nameI18n'],
    ] as const;
    for (const [resource, idField, filter, field] of lists) {
      const rows = (await call('GET', `${resource.path}/list?pageSize=50`, admin)).json().rows as Array<
        Record<string, unknown>
      >;
      const row = rows.find((r) => Object.keys((r[field] as Record<string, string>) ?? {}).includes('zh-cn'));
      expect(row, `${resource.key} has a row with a Chinese ${filter}`).toBeDefined();
      const chinese = (row![field] as Record<string, string>)['zh-cn']!;
      const found = await call('GET', `${resource.path}/list?${filter}=${encodeURIComponent(chinese)}`, admin);
      expect(found.statusCode, found.body).toBe(200);
      expect((found.json().rows as Array<Record<string, unknown>>).map((r) => r[idField])).toContain(row![idField]);
      const codes = await call('GET', `${resource.path}/list?${filter}=zh-cn`, admin);
      expect(codes.json().total, `${resource.key}: a language code is not a title`).toBe(0);
    }
  });

  it("stores a driver's German title, keeps it when an update leaves it out, and publishes it", async () => {
    const seeded = (await call('GET', '/site/driver/list?modelId=1&os=windows', admin)).json().rows as Array<{
      driverId: number;
      fileName: string;
    }>;
    const created = await ok('POST', '/site/driver', {
      modelId: 1,
      title: 'Test driver for D520BT',
      titleI18n: { 'de-de': '  Testtreiber für D520BT ', 'fr-fr': '' },
      os: 'linux',
      version: '9.9.9',
      releaseDate: '2026-01-02',
      fileName: seeded[0]!.fileName,
    });
    const id = Number(created!.driverId);
    // An empty language is not stored: the site shows the English title for it.
    expect((await data(`/site/driver/${id}`)).titleI18n).toEqual({ 'de-de': 'Testtreiber für D520BT' });

    await ok('PUT', '/site/driver', { driverId: id, version: '9.9.10' });
    expect((await data(`/site/driver/${id}`)).titleI18n).toEqual({ 'de-de': 'Testtreiber für D520BT' });

    await ok('PUT', '/site/driver', { driverId: id, titleI18n: { 'zh-cn': 'D520BT 测试驱动' } });
    expect((await data(`/site/driver/${id}`)).titleI18n).toEqual({ 'zh-cn': 'D520BT 测试驱动' });

    const list = (await call('GET', '/site/driver/list?modelId=1&os=linux', admin)).json().rows as Array<{
      driverId: number;
      titleI18n: Record<string, string>;
    }>;
    expect(list.find((d) => d.driverId === id)!.titleI18n['zh-cn']).toBe('D520BT 测试驱动');
    const published = (await call('GET', '/public/models/1/drivers?os=linux')).json().rows as Array<{
      title: string;
      titleI18n: Record<string, string>;
    }>;
    expect(published.find((d) => d.title === 'Test driver for D520BT')!.titleI18n).toEqual({
      'zh-cn': 'D520BT 测试驱动',
    });
  });

  it('stores the translations of brands, models, manuals and chart rows', async () => {
    const brand = await ok('POST', '/site/brand', { name: 'Etikett Co', nameI18n: { 'zh-hk': '標籤公司' } });
    expect((await data(`/site/brand/${String(brand!.brandId)}`)).nameI18n).toEqual({ 'zh-hk': '標籤公司' });
    await ok('PUT', '/site/brand', { brandId: brand!.brandId, nameI18n: { 'es-es': 'Compañía Etiqueta' } });
    expect((await data(`/site/brand/${String(brand!.brandId)}`)).nameI18n).toEqual({ 'es-es': 'Compañía Etiqueta' });

    const model = await ok('POST', '/site/model', {
      brandId: 1,
      name: 'TR-77',
      description: 'Thermal label printer',
      descriptionI18n: { 'de-de': 'Thermo-Etikettendrucker' },
    });
    const modelId = String(model!.modelId);
    expect((await data(`/site/model/${modelId}`)).descriptionI18n).toEqual({ 'de-de': 'Thermo-Etikettendrucker' });
    await ok('PUT', '/site/model', { modelId: model!.modelId, name: 'TR-78' });
    expect((await data(`/site/model/${modelId}`)).descriptionI18n).toEqual({ 'de-de': 'Thermo-Etikettendrucker' });

    const manual = (await call('GET', '/site/manual/list?modelId=1', admin)).json().rows[0] as {
      manualId: number;
      titleI18n: Record<string, string>;
    };
    await ok('PUT', '/site/manual', {
      manualId: manual.manualId,
      titleI18n: { ...manual.titleI18n, 'fr-fr': 'Guide utilisateur D520BT' },
      descriptionI18n: { 'fr-fr': 'Installation et appairage' },
    });
    const after = await data(`/site/manual/${manual.manualId}`);
    expect(after.titleI18n).toEqual({ ...manual.titleI18n, 'fr-fr': 'Guide utilisateur D520BT' });
    expect(after.descriptionI18n).toEqual({ 'fr-fr': 'Installation et appairage' });

    const row = await ok('POST', '/site/chart', {
      printerModel: 'TR-78',
      labelPrinter: 'Thermal label printer',
      labelPrinterI18n: { 'zh-cn': '热敏标签打印机' },
    });
    expect((await data(`/site/chart/${String(row!.chartId)}`)).labelPrinterI18n).toEqual({ 'zh-cn': '热敏标签打印机' });
  });

  it('refuses a bad translation naming its language, by the English field’s own rule', async () => {
    const cases: Array<[string, object, string]> = [
      ['/site/driver', { driverId: 1, titleI18n: { 'de-de': 'x'.repeat(121) } }, 'titleI18n.de-de'],
      ['/site/driver', { driverId: 1, titleI18n: { 'fr-fr': 'a <script>' } }, 'titleI18n.fr-fr'],
      ['/site/model', { modelId: 1, descriptionI18n: { 'zh-cn': 'x'.repeat(2001) } }, 'descriptionI18n.zh-cn'],
      ['/site/brand', { brandId: 1, nameI18n: { 'es-es': 42 } }, 'nameI18n.es-es'],
      ['/site/chart', { chartId: 1, labelPrinterI18n: { 'zh-hk': 'a\u0000b' } }, 'labelPrinterI18n.zh-hk'],
      // English is the row's own field; a language the site does not have is not kept.
      ['/site/manual', { manualId: 1, titleI18n: { 'en-us': 'Manual' } }, 'titleI18n'],
      ['/site/manual', { manualId: 1, descriptionI18n: { 'it-it': 'Manuale' } }, 'descriptionI18n'],
    ];
    for (const [url, body, field] of cases) {
      const r = await call('PUT', url, admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().msg, JSON.stringify(body)).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    expect((await data('/site/driver/1')).titleI18n).not.toHaveProperty('de-de', 'x'.repeat(121));
  });
});
