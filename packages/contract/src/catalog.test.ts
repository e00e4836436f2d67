import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from './locales.js';
import {
  OTHER_LOCALES,
  chartCreate,
  driverCreate,
  driverUpdate,
  manualUpdate,
  modelCreate,
  modelUpdate,
} from './catalog.js';
import { modelRow } from './resources/models.js';
import { isPrintResolution, PRINT_RESOLUTIONS, TITLE_MAX } from './rules.js';
import { PRINTER_FAMILIES } from './shipping.js';

const issuePaths = (r: { error?: { issues: Array<{ path: PropertyKey[] }> } | undefined }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('catalog translations', () => {
  it('takes the five languages other than English from the locale list', () => {
    expect(OTHER_LOCALES).toEqual(CONTENT_LOCALES.filter((l) => l !== 'en-us'));
  });

  it("checks each language by the English field's rule and names it", () => {
    const long = 'x'.repeat(TITLE_MAX + 1);
    expect(issuePaths(driverUpdate.safeParse({ driverId: 1, title: long }))).toEqual(['title']);
    expect(issuePaths(driverUpdate.safeParse({ driverId: 1, titleI18n: { 'de-de': long } }))).toEqual([
      'titleI18n.de-de',
    ]);
    expect(issuePaths(driverUpdate.safeParse({ driverId: 1, titleI18n: { 'zh-cn': 'a;b' } }))).toEqual([
      'titleI18n.zh-cn',
    ]);
    expect(issuePaths(modelUpdate.safeParse({ modelId: 1, descriptionI18n: { 'fr-fr': 'x'.repeat(2001) } }))).toEqual([
      'descriptionI18n.fr-fr',
    ]);
    expect(issuePaths(manualUpdate.safeParse({ manualId: 1, descriptionI18n: { 'es-es': 'x'.repeat(1000) } }))).toEqual(
      [],
    );
  });

  it('refuses English and languages the site does not have', () => {
    for (const titleI18n of [{ 'en-us': 'Driver' }, { 'it-it': 'Driver' }, ['Treiber']])
      expect(driverUpdate.safeParse({ driverId: 1, titleI18n }).success, JSON.stringify(titleI18n)).toBe(false);
  });

  it('keeps only the languages with text, trimmed, and leaves them optional', () => {
    const body = {
      modelId: 1,
      title: 'D520BT driver',
      os: 'windows',
      version: '1.0',
      releaseDate: '2026-01-01',
      fileName: 'd.exe',
    };
    expect(driverCreate.parse(body).titleI18n).toBeUndefined();
    expect(driverCreate.parse({ ...body, titleI18n: { 'de-de': ' D520BT-Treiber ', 'fr-fr': '' } }).titleI18n).toEqual({
      'de-de': 'D520BT-Treiber',
    });
    expect(
      chartCreate.parse({ printerModel: 'D520BT', labelPrinterI18n: { 'zh-hk': '熱敏標籤打印機' } }),
    ).toMatchObject({
      labelPrinterI18n: { 'zh-hk': '熱敏標籤打印機' },
    });
  });
});

describe('a printer model’s print resolution', () => {
  const model = { brandId: 1, name: 'D520' };

  it('is 203 or 300 dpi, or null while nobody has checked it', () => {
    for (const printResolution of [203, 300, null])
      expect(modelCreate.safeParse({ ...model, printResolution }).success, String(printResolution)).toBe(true);
    expect(modelUpdate.parse({ modelId: 1, printResolution: null })).toMatchObject({ printResolution: null });
    // Left out, it stays as it is (an update) or unknown (the API stores null).
    expect(modelCreate.parse(model)).not.toHaveProperty('printResolution');
  });

  it.each([200, 600, '203', 203.5, 'unknown'])('refuses %j and names the field', (printResolution) => {
    const result = modelUpdate.safeParse({ modelId: 1, printResolution });
    expect(issuePaths(result)).toEqual(['printResolution']);
    expect(result.error?.issues[0]?.message).toBe('must be 203 or 300, or null when unknown');
  });

  it('is one list for the form, the list row, the API and the shipping families', () => {
    expect([...PRINT_RESOLUTIONS]).toEqual(PRINTER_FAMILIES.map((f) => f.dpi));
    expect(modelRow.shape.printResolution.safeParse(300).success).toBe(true);
    expect(modelRow.shape.printResolution.safeParse(250).success).toBe(false);
    expect(PRINT_RESOLUTIONS.filter(isPrintResolution)).toEqual([...PRINT_RESOLUTIONS]);
    expect([0, 250, '300', null].some(isPrintResolution)).toBe(false);
  });
});
