import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { messages, translations } from './docs.messages';

function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe('docs block messages', () => {
  it.each(locales.filter((locale) => locale !== 'en-us'))(
    'are translated into %s with the same ICU arguments',
    (locale) => {
      const table = translations[locale as Exclude<typeof locale, 'en-us'>];
      for (const descriptor of Object.values(messages)) {
        const translated = table[descriptor.id];
        expect(translated?.trim(), `${locale} ${descriptor.id}`).toBeTruthy();
        expect(argumentsOf(translated), `${locale} ${descriptor.id}`).toEqual(argumentsOf(descriptor.defaultMessage));
      }
    },
  );

  it('translates the table headers rather than copying the English', () => {
    for (const id of ['lw.docs.contrast', 'lw.docs.do', 'lw.docs.dont', 'lw.docs.usage'] as const) {
      const english = Object.values(messages).find((descriptor) => descriptor.id === id)?.defaultMessage;
      expect(translations['de-de'][id]).not.toBe(english);
      expect(translations['zh-cn'][id]).not.toBe(english);
    }
  });
});
