// @vitest-environment jsdom
import { CONTENT_LOCALES } from '@labelwise/contract/locales';
import { describe, expect, it } from 'vitest';
import {
  initialLocaleRedirect,
  LOCALE_STORAGE_KEY,
  localeFromLanguageTag,
  localeFromPrefix,
  localizePath,
  readStoredLocale,
  resolveLocale,
  storeLocale,
  stripLocale,
} from './locale';

describe('resolveLocale', () => {
  it('uses the URL prefix first, so a shared link keeps its language', () => {
    expect(resolveLocale({ pathPrefix: 'de', stored: 'fr-fr', navigatorLanguages: ['es-ES'] })).toEqual({
      locale: 'de-de',
      source: 'path',
    });
    expect(resolveLocale({ pathPrefix: '/zh-hk/' }).locale).toBe('zh-hk');
  });

  it('lets the stored choice override the browser language', () => {
    expect(resolveLocale({ stored: 'es-es', navigatorLanguages: ['de-DE', 'en'] })).toEqual({
      locale: 'es-es',
      source: 'stored',
    });
    expect(resolveLocale({ stored: 'zh-CN', navigatorLanguages: ['de'] }).locale).toBe('zh-cn');
    expect(resolveLocale({ stored: 'de_DE' }).locale).toBe('de-de');
  });

  it('ignores an invalid stored value and falls back to the browser languages in order', () => {
    expect(resolveLocale({ stored: 'klingon', navigatorLanguages: ['ja-JP', 'fr-CA', 'de'] })).toEqual({
      locale: 'fr-fr',
      source: 'browser',
    });
    expect(resolveLocale({ stored: '', navigatorLanguages: ['en-GB'] }).locale).toBe('en-us');
  });

  it('maps browser languages by prefix: de, en, es, fr, zh (TW/HK/MO/Hant → zh-hk)', () => {
    expect(localeFromLanguageTag('de-AT')).toBe('de-de');
    expect(localeFromLanguageTag('en-AU')).toBe('en-us');
    expect(localeFromLanguageTag('es-419')).toBe('es-es');
    expect(localeFromLanguageTag('fr')).toBe('fr-fr');
    expect(localeFromLanguageTag('zh-TW')).toBe('zh-hk');
    expect(localeFromLanguageTag('zh-HK')).toBe('zh-hk');
    expect(localeFromLanguageTag('zh-Hant-MO')).toBe('zh-hk');
    expect(localeFromLanguageTag('zh-Hans-CN')).toBe('zh-cn');
    expect(localeFromLanguageTag('zh-SG')).toBe('zh-cn');
    expect(localeFromLanguageTag('zh')).toBe('zh-cn');
    expect(localeFromLanguageTag('pt-BR')).toBeNull();
    expect(localeFromLanguageTag('english')).toBeNull();
  });

  it('defaults to en-us', () => {
    expect(resolveLocale({})).toEqual({ locale: 'en-us', source: 'default' });
    expect(resolveLocale({ pathPrefix: 'printers', navigatorLanguages: ['ja'] })).toEqual({
      locale: 'en-us',
      source: 'default',
    });
  });
});

describe('locale paths', () => {
  it('puts English at the root and the others under a prefix', () => {
    expect(localizePath('/printers', 'en-us')).toBe('/printers');
    expect(localizePath('/printers', 'de-de')).toBe('/de/printers');
    expect(localizePath('/d520', 'zh-cn')).toBe('/zh-cn/d520');
    expect(localizePath('/', 'fr-fr')).toBe('/fr');
    expect(localizePath('/', 'en-us')).toBe('/');
    expect(localizePath('/printers?brand=1&model=2#drivers', 'es-es')).toBe('/es/printers?brand=1&model=2#drivers');
  });

  it('replaces an existing prefix instead of stacking them', () => {
    expect(localizePath('/de/printers', 'fr-fr')).toBe('/fr/printers');
    expect(localizePath('/zh-hk', 'en-us')).toBe('/');
  });

  it('strips a locale prefix and keeps the rest', () => {
    expect(stripLocale('/de/printers')).toEqual({ locale: 'de-de', path: '/printers' });
    expect(stripLocale('/zh-hk')).toEqual({ locale: 'zh-hk', path: '/' });
    expect(stripLocale('/zh-hk/')).toEqual({ locale: 'zh-hk', path: '/' });
    expect(stripLocale('/es?x=1')).toEqual({ locale: 'es-es', path: '/?x=1' });
    expect(stripLocale('/printers')).toEqual({ locale: null, path: '/printers' });
    expect(stripLocale('/design/x')).toEqual({ locale: null, path: '/design/x' });
    expect(stripLocale('/en/printers')).toEqual({ locale: null, path: '/en/printers' });
  });

  it('round-trips every locale', () => {
    for (const locale of CONTENT_LOCALES) {
      const localized = localizePath('/pm241?x=1', locale);
      expect(stripLocale(localized)).toEqual({ locale: locale === 'en-us' ? null : locale, path: '/pm241?x=1' });
    }
    expect(localeFromPrefix('DE')).toBeNull();
  });

  it('redirects an unprefixed first visit to the stored or browser language', () => {
    expect(initialLocaleRedirect('/printers?brand=2', { stored: 'de-de' })).toBe('/de/printers?brand=2');
    expect(initialLocaleRedirect('/', { navigatorLanguages: ['zh-TW'] })).toBe('/zh-hk');
    expect(initialLocaleRedirect('/printers', { stored: 'en-us', navigatorLanguages: ['de'] })).toBeNull();
    expect(initialLocaleRedirect('/fr/printers', { stored: 'de-de' })).toBeNull();
    expect(initialLocaleRedirect('/printers', {})).toBeNull();
  });
});

describe('stored language', () => {
  it('reads and writes systemLanguageCode', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    expect(readStoredLocale(storage)).toBeNull();
    expect(storeLocale(storage, 'fr-fr')).toBe(true);
    expect(map.get(LOCALE_STORAGE_KEY)).toBe('fr-fr');
    expect(readStoredLocale(storage)).toBe('fr-fr');
  });

  it('survives missing or throwing storage', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredLocale(throwing)).toBeNull();
    expect(storeLocale(throwing, 'de-de')).toBe(false);
    expect(readStoredLocale(null)).toBeNull();
    expect(storeLocale(undefined, 'de-de')).toBe(false);
  });

  it('works with the real localStorage', () => {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    storeLocale(window.localStorage, 'zh-cn');
    expect(
      resolveLocale({ stored: window.localStorage.getItem(LOCALE_STORAGE_KEY), navigatorLanguages: ['en-US'] }).locale,
    ).toBe('zh-cn');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });
});
