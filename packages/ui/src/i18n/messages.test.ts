import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { messageGroups } from './messages/groups';
import {
  buildCatalog,
  defineMessages,
  uiMessages,
  type Catalog,
  type TranslatedLocale,
  type Translations,
} from './messages';

/** ICU argument names such as {total} or {count, plural, …}. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe('library messages', () => {
  const english = uiMessages['en-us'];
  const ids = Object.keys(english);

  it('has unique ids across components', () => {
    const all = messageGroups.flatMap((group) => Object.values(group.messages).map((descriptor) => descriptor.id));
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => id.startsWith('lw.'))).toBe(true);
  });

  it.each(locales.filter((locale) => locale !== 'en-us'))(
    'translates every message into %s with the same arguments',
    (locale) => {
      const missing: string[] = [];
      for (const group of messageGroups) {
        const table = group.translations[locale as Exclude<typeof locale, 'en-us'>];
        for (const descriptor of Object.values(group.messages)) {
          const translated = table[descriptor.id];
          if (!translated?.trim()) missing.push(descriptor.id);
          else
            expect(argumentsOf(translated), `${locale} ${descriptor.id}`).toEqual(
              argumentsOf(descriptor.defaultMessage),
            );
        }
      }
      expect(missing).toEqual([]);
      expect(Object.keys(uiMessages[locale]).sort()).toEqual([...ids].sort());
    },
  );
});

describe('buildCatalog (public, for apps that keep their strings the library’s way)', () => {
  const messages = defineMessages({
    greeting: { id: 'app.greeting', defaultMessage: 'Hello, {name}' },
    bye: { id: 'app.bye', defaultMessage: 'Goodbye' },
  });
  const translations = {
    'zh-cn': { 'app.greeting': '你好，{name}', 'app.bye': '再见' },
    'zh-hk': { 'app.greeting': '你好，{name}', 'app.bye': '再見' },
    'de-de': { 'app.greeting': 'Hallo, {name}', 'app.bye': 'Auf Wiedersehen' },
    'fr-fr': { 'app.greeting': 'Bonjour, {name}', 'app.bye': 'Au revoir' },
    'es-es': { 'app.greeting': 'Hola, {name}', 'app.bye': 'Adiós' },
  } satisfies Translations<typeof messages>;

  it('gives en-us the default messages and another locale its translations, over several groups', () => {
    const other = {
      messages: { ok: { id: 'app.ok', defaultMessage: 'OK' } },
      translations: sameEverywhere('app.ok', 'OK'),
    };
    expect(buildCatalog('en-us', [{ messages, translations }, other])).toEqual({
      'app.greeting': 'Hello, {name}',
      'app.bye': 'Goodbye',
      'app.ok': 'OK',
    });
    expect(buildCatalog('fr-fr', [{ messages, translations }])).toEqual({
      'app.greeting': 'Bonjour, {name}',
      'app.bye': 'Au revoir',
    });
  });

  it('falls back to English for an id a locale has not translated yet, instead of showing the id', () => {
    const partial = { ...translations, 'de-de': { 'app.greeting': 'Hallo, {name}' } };
    expect(buildCatalog('de-de', [{ messages, translations: partial }])['app.bye']).toBe('Goodbye');
  });
});

/** The same text in every translated locale, for a string that needs no translation. */
function sameEverywhere(id: string, text: string): Record<TranslatedLocale, Catalog> {
  return Object.fromEntries(
    locales.filter((locale) => locale !== 'en-us').map((locale) => [locale, { [id]: text }]),
  ) as Record<TranslatedLocale, Catalog>;
}
