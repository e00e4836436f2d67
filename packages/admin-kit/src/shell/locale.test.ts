// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, initialLocale, localeFromLanguageTag, saveLocale } from './locale';

describe('admin locale', () => {
  it('maps browser languages by prefix', () => {
    expect(localeFromLanguageTag('de-AT')).toBe('de-de');
    expect(localeFromLanguageTag('zh-TW')).toBe('zh-hk');
    expect(localeFromLanguageTag('zh-Hant-HK')).toBe('zh-hk');
    expect(localeFromLanguageTag('zh')).toBe('zh-cn');
    expect(localeFromLanguageTag('ja-JP')).toBeUndefined();
  });

  it('the stored choice wins, then the browser language, then en-us', () => {
    localStorage.clear();
    expect(initialLocale(localStorage, ['ja', 'fr-CA'])).toBe('fr-fr');
    expect(initialLocale(localStorage, ['ja'])).toBe('en-us');
    saveLocale('es-es', localStorage);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-es');
    expect(initialLocale(localStorage, ['de'])).toBe('es-es');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx-yy');
    expect(initialLocale(localStorage, ['de'])).toBe('de-de');
    localStorage.clear();
  });
});
