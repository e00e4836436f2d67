import { CONTENT_LOCALES as locales } from '@labelwise/contract/locales';
import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  localeFromLanguageTag,
  LOCALE_STORAGE_KEY,
  normalizeStoredLocale,
  readStoredLocale,
  sitePathIn,
  storeLocale,
  type StorageLike,
} from './language.js';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('language detection', () => {
  it('maps browser languages by their language: de, en, es, fr; zh by script and region', () => {
    expect(localeFromLanguageTag('de-AT', locales)).toBe('de-de');
    expect(localeFromLanguageTag('en', locales)).toBe('en-us');
    expect(localeFromLanguageTag('en-GB', locales)).toBe('en-us');
    expect(localeFromLanguageTag('es-MX', locales)).toBe('es-es');
    expect(localeFromLanguageTag('fr_CA', locales)).toBe('fr-fr');
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'])
      expect(localeFromLanguageTag(tag, locales)).toBe('zh-hk');
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-SG']) expect(localeFromLanguageTag(tag, locales)).toBe('zh-cn');
    expect(localeFromLanguageTag('ja-JP', locales)).toBeUndefined();
  });

  it('keeps the choice under systemLanguageCode; the stored choice wins over the browser', () => {
    expect(LOCALE_STORAGE_KEY).toBe('systemLanguageCode');
    const storage = memoryStorage();
    expect(detectLocale({ storage, languages: ['ja', 'fr-CA', 'de'] }, locales, 'en-us')).toBe('fr-fr');
    expect(storeLocale(storage, 'zh-hk')).toBe(true);
    expect(storage.data.systemLanguageCode).toBe('zh-hk');
    expect(detectLocale({ storage, languages: ['de'] }, locales, 'en-us')).toBe('zh-hk');
    expect(
      detectLocale({ storage: memoryStorage({ systemLanguageCode: 'klingon' }), languages: ['ja'] }, locales, 'en-us'),
    ).toBe('en-us');
  });

  it('reads stored codes in any case or separator, and survives missing or throwing storage', () => {
    expect(normalizeStoredLocale('de_DE', locales)).toBe('de-de');
    expect(normalizeStoredLocale(' ZH-CN ', locales)).toBe('zh-cn');
    expect(normalizeStoredLocale(42, locales)).toBeUndefined();
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLocale(broken, locales)).toBeUndefined();
    expect(readStoredLocale(null, locales)).toBeUndefined();
    expect(storeLocale(broken, 'de-de')).toBe(false);
    expect(storeLocale(null, 'de-de')).toBe(false);
  });
});

describe('sitePathIn', () => {
  it('puts a page under its locale prefix, English at the root', () => {
    expect(sitePathIn('/d520', 'de-de')).toBe('/de/d520');
    expect(sitePathIn('/', 'zh-hk')).toBe('/zh-hk');
    expect(sitePathIn('/guides', 'en-us')).toBe('/guides');
  });
});
