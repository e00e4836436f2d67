/** The compatibility matrix: seeded honestly from the catalog, filtered for the chart, edited by operators. */
import { describe, expect, it } from 'vitest';
import { ENGINES, operatorSuite } from './helpers.js';

interface Cell {
  cellId: number;
  modelId: number;
  system: string;
  cpu: string;
  component: string;
  support: string;
  verifiedOn: string | null;
  note: Record<string, string>;
}

describe.each(ENGINES)('compatibility cells on %s', (engine) => {
  let admin = '';
  let editor = '';
  const call = operatorSuite(engine, (o) => {
    admin = o.admin;
    editor = o.editor;
  });
  const cells = async (q: string) => (await call('GET', `/public/compat?${q}`)).json().data as Cell[];

  it('answers one system and CPU for every model: verified only where the catalog claims it, else a note', async () => {
    const mac = await cells('system=macos-15&cpu=arm');
    expect(new Set(mac.map((c) => c.system))).toEqual(new Set(['macos-15']));
    expect(new Set(mac.map((c) => c.cpu))).toEqual(new Set(['arm']));
    expect(new Set(mac.map((c) => c.modelId)).size).toBe(31);
    // Apple silicon is nowhere claimed: expected with a translated note, or not supported where there is no Mac driver.
    expect(mac.every((c) => c.support !== 'verified')).toBe(true);
    const expected = mac.find((c) => c.support === 'expected')!;
    expect(expected.note['en-us']).toMatch(/Rosetta 2/);
    expect(expected.note['de-de']).toMatch(/Rosetta 2/);
    // Each cell names its model, guide and connections: the chart links and filters by them.
    expect(mac.find((c) => c.modelId === 1)).toMatchObject({
      modelName: 'D520BT',
      guidePath: '/d520',
      connections: ['usb', 'bluetooth'],
    });
    const intel = await cells('system=macos-15&cpu=x64&modelId=1');
    expect(intel.map((c) => [c.component, c.support, c.verifiedOn])).toEqual([
      ['driver', 'verified', '2024-02-01'],
      ['app', 'verified', '2024-02-01'],
    ]);
    const ds50 = (await call('GET', '/public/models?keyword=DS-50P')).json().rows[0].modelId as number;
    const noMac = await cells(`system=macos-15&cpu=x64&modelId=${ds50}`);
    expect(noMac.find((c) => c.component === 'driver')).toMatchObject({ support: 'unsupported', verifiedOn: null });
    const linux = await cells('system=ubuntu&cpu=x64');
    expect(linux.filter((c) => c.support === 'verified')).toHaveLength(4);
    expect(linux.every((c) => c.cpu === 'any')).toBe(true);
    const phone = await cells('system=ios');
    expect(phone.every((c) => c.component === 'app')).toBe(true);
  });

  it('an operator sets a cell verified with its day; the chart shows it; bad cells are refused by field', async () => {
    const [cell] = await cells('system=macos-15&cpu=arm&modelId=1');
    const noDay = await call('PUT', '/site/compat', admin, { cellId: cell!.cellId, support: 'verified' });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().msg).toBe('verifiedOn: is required when support is verified');
    const ok = await call('PUT', '/site/compat', admin, {
      cellId: cell!.cellId,
      support: 'verified',
      verifiedOn: '2026-11-20',
      note: { 'en-us': 'Checked on a MacBook Air M3.' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await cells('system=macos-15&cpu=arm&modelId=1')).find((c) => c.cellId === cell!.cellId);
    expect(after).toMatchObject({
      support: 'verified',
      verifiedOn: '2026-11-20',
      note: { 'en-us': 'Checked on a MacBook Air M3.' },
    });
    const wrongCpu = await call('POST', '/site/compat', admin, {
      modelId: 1,
      system: 'ios',
      cpu: 'arm',
      component: 'app',
      support: 'expected',
    });
    expect(wrongCpu.statusCode).toBe(400);
    expect(wrongCpu.json().msg).toBe('cpu: must be one of any for ios');
    const wrongComponent = await call('PUT', '/site/compat', admin, { cellId: cell!.cellId, component: 'extension' });
    expect(wrongComponent.json().msg).toBe('component: must be one of driver, app for macos-15');
    // The editor holds site:chart:edit (site content): editing cells is the existing chart permission.
    const byEditor = await call('PUT', '/site/compat', editor, { cellId: cell!.cellId, support: 'expected' });
    expect(byEditor.statusCode).toBe(200);
    expect((await call('GET', '/public/compat?system=beos')).statusCode).toBe(400);
  });
});

describe.each(ENGINES)('catalog text in six locales on %s', (engine) => {
  const call = operatorSuite(engine, () => undefined);

  it('ships the seeded brand, model, driver, manual and chart texts translated, English in the row itself', async () => {
    const brands = (await call('GET', '/public/brands')).json().rows as Array<{ slug: string; nameI18n: object }>;
    expect(brands.find((b) => b.slug === 'generic')!.nameI18n).toMatchObject({ 'de-de': 'Generisch', 'zh-cn': '通用' });
    const model = (await call('GET', '/public/models/1')).json().data;
    expect(model.description).toBe('D520BT thermal label printer (usb, bluetooth)');
    expect(model.descriptionI18n['de-de']).toBe('D520BT Thermo-Etikettendrucker (USB, Bluetooth)');
    const driver = (await call('GET', '/public/models/1/drivers?os=macos')).json().rows[0];
    expect(driver.titleI18n['fr-fr']).toBe('Pilote macOS pour D520BT');
    const manual = (await call('GET', '/public/models/1/manuals')).json().rows[0];
    expect(manual.titleI18n['es-es']).toBe('Manual de usuario de D520BT');
    expect(manual.descriptionI18n['zh-hk']).toBe('設定、裝入標籤及藍牙配對');
    const chart = (await call('GET', '/public/chart')).json().rows as Array<{
      labelPrinterI18n: Record<string, string>;
    }>;
    expect(chart.every((r) => Object.keys(r.labelPrinterI18n).length === 5)).toBe(true);
    expect(chart[0]!.labelPrinterI18n['de-de']).toBe('Thermo-Etikettendrucker');
  });
});
