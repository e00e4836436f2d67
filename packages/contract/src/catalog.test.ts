import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from './locales.js';
import { OTHER_LOCALES, chartCreate, driverCreate, driverUpdate, manualUpdate, modelUpdate } from './catalog.js';
import { TITLE_MAX } from './rules.js';

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
