import { describe, expect, it } from 'vitest';
import { locales, type TranslatedLocale } from '../i18n/locales';
import type { MessageGroup } from '../i18n/defineMessages';
import * as adminContent from './adminContent.messages';
import * as siteContent from './siteContent.messages';

/** ICU argument names such as {model} or {count, plural, …}. */
const argumentsOf = (message: string) =>
  [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();

const groups: ReadonlyArray<[string, MessageGroup]> = [
  ['site', siteContent],
  ['admin', adminContent],
];

describe.each(groups)('%s template content', (_name, { messages, translations }) => {
  const translated = locales.filter((locale): locale is TranslatedLocale => locale !== 'en-us');

  it.each(translated)('is written in %s, with the arguments of the English text', (locale) => {
    for (const { id, defaultMessage } of Object.values(messages)) {
      const text = translations[locale][id];
      expect(text?.trim(), `${locale} ${id}`).toBeTruthy();
      expect(argumentsOf(text ?? ''), `${locale} ${id}`).toEqual(argumentsOf(defaultMessage));
    }
    expect(Object.keys(translations[locale]).sort()).toEqual(
      Object.values(messages)
        .map((m) => m.id)
        .sort(),
    );
  });

  it.each(translated)('is not a copy of the English sentences in %s', (locale) => {
    const copied = Object.values(messages)
      .filter(
        ({ id, defaultMessage }) => defaultMessage.split(' ').length > 3 && translations[locale][id] === defaultMessage,
      )
      .map(({ id }) => id);
    expect(copied).toEqual([]);
  });
});
