import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { messageGroups } from './messages/groups';
import { uiMessages } from './messages';

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
