import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales, type Locale } from '@labelwise/ui/messages';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { defineArea } from './define';
import { areas, englishText, isSiteMessageId, messages, siteMessages } from './index';

/** `name:kind` for every argument and tag of an ICU message, including those nested in plural/select branches. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          found.add(`${el.value}:text`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${el.value}:${TYPE[el.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${el.value}:${TYPE[el.type]}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`${el.value}:tag`);
          walk(el.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Sample values for every argument the English message declares. */
function sampleValues(message: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const entry of signature(message)) {
    const [name, kind] = entry.split(':') as [string, string];
    values[name] = kind === 'tag' ? (chunks: unknown) => chunks : kind === 'number' || kind === 'plural' ? 2 : 'X';
  }
  return values;
}

const english = siteMessages['en-us'];
const ids = Object.keys(english);

/** Checks one table against English; returns problems instead of throwing, so the test can also prove it fails. */
function problemsOf(
  locale: Locale,
  table: Record<string, string>,
  reference: Record<string, string> = english,
): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(reference)) {
    const text = table[id];
    if (text === undefined) problems.push(`${locale} ${id}: missing`);
    else if (!text.trim()) problems.push(`${locale} ${id}: empty`);
    else {
      let translated: string[];
      try {
        translated = signature(text);
      } catch (error) {
        problems.push(`${locale} ${id}: does not parse (${String(error)})`);
        continue;
      }
      const expected = signature(reference[id]!);
      if (translated.join() !== expected.join())
        problems.push(`${locale} ${id}: arguments ${translated.join()} ≠ ${expected.join()}`);
    }
  }
  for (const id of Object.keys(table)) if (!(id in reference)) problems.push(`${locale} ${id}: not in English`);
  return problems;
}

describe('site messages', () => {
  it('has a substantial catalog with unique, prefixed ids', () => {
    const all = Object.values(areas).flatMap((area) => Object.values(area.messages).map((d) => d.id));
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => id.startsWith('site.'))).toBe(true);
    expect(all.length).toBeGreaterThan(300);
  });

  it.each(locales)('%s has every message, non-empty, with the same ICU arguments as English', (locale) => {
    expect(problemsOf(locale, siteMessages[locale])).toEqual([]);
  });

  it.each(locales)('%s formats every message without an error', (locale) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: siteMessages[locale], onError: (e) => errors.push(String(e)) });
    for (const id of ids) {
      const out = intl.formatMessage({ id }, sampleValues(english[id]!) as Record<string, string>);
      expect(out, id).toBeTruthy();
    }
    expect(errors).toEqual([]);
  });

  it('translates the pages that are not English-only (no English text left in another locale by mistake)', () => {
    const untranslated: string[] = [];
    for (const area of Object.values(areas)) {
      if (area.englishOnly) continue;
      for (const { id } of Object.values(area.messages)) {
        const en = english[id]!;
        // Product names, OS names and short codes are legitimately the same everywhere.
        if (en.length < 24 || /^[\p{Lu}\d][\w.\- ]*$/u.test(en)) continue;
        if (siteMessages['de-de'][id] === en && siteMessages['fr-fr'][id] === en && siteMessages['zh-cn'][id] === en)
          untranslated.push(id);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keeps the form prompts and placeholders in English', () => {
    expect(englishText('site.contact.pleaseInput')).toBe('Please input');
    expect(englishText('site.contact.pleaseEnterMessage')).toBe('Please enter your message');
    expect(englishText('site.printers.searchPlaceholder')).toBe('Please enter the model number');
    expect(englishText('site.printers.selectPlaceholder')).toBe('Please select');
    expect(englishText('site.printers.noData')).toBe('No data');
    expect(englishText('site.download.macRequirement')).toContain('macOS 10.14 Mojave or later');
    const menu = ['features', 'guidesFaq', 'aboutUs', 'contactUs', 'download', 'printers', 'drivers'] as const;
    expect(menu.map((k) => messages.nav[k].defaultMessage)).toEqual([
      'Features',
      'Guides and FAQ',
      'About us',
      'Contact us',
      'Download',
      'Printers',
      'Drivers',
    ]);
  });

  it('translates every area, Privacy & Compliance included', () => {
    expect(Object.values(areas).filter((a) => a.englishOnly)).toEqual([]);
    expect(siteMessages['de-de']['site.privacy.intro']).not.toBe(english['site.privacy.intro']);
    expect(siteMessages['de-de']['site.privacy.collectVitals']).toContain('Core Web Vitals');
  });

  it('recognises its own ids', () => {
    expect(isSiteMessageId('site.nav.download')).toBe(true);
    expect(isSiteMessageId('site.nav.nope')).toBe(false);
  });

  describe('the check itself', () => {
    const reference = {
      'x.a': 'Hello {name}',
      'x.b': '{count, plural, one {# file} other {# files}}',
      'x.c': 'Read <link>more</link>',
    };
    it('reports a missing or empty key', () => {
      expect(
        problemsOf('de-de', { 'x.a': 'Hallo {name}', 'x.b': ' ', 'x.c': 'Mehr <link>lesen</link>' }, reference),
      ).toEqual(['de-de x.b: empty']);
      expect(problemsOf('de-de', { 'x.a': 'Hallo {name}', 'x.c': '<link>Mehr</link>' }, reference)).toEqual([
        'de-de x.b: missing',
      ]);
    });
    it('reports renamed, dropped or retyped arguments and tags', () => {
      const problems = problemsOf(
        'fr-fr',
        { 'x.a': 'Bonjour {nom}', 'x.b': '{count} fichiers', 'x.c': 'Lire la suite' },
        reference,
      );
      expect(problems).toHaveLength(3);
      expect(problems[0]).toContain('nom:text');
    });
    it('reports a message that does not parse', () => {
      expect(
        problemsOf('es-es', { 'x.a': 'Hola {name', 'x.b': reference['x.b'], 'x.c': reference['x.c'] }, reference)[0],
      ).toContain('does not parse');
    });
    it('makes a missing locale a compile error', () => {
      // @ts-expect-error es-es is missing
      const area = defineArea('x', { a: { 'en-us': 'A', 'zh-cn': 'A', 'zh-hk': 'A', 'de-de': 'A', 'fr-fr': 'A' } });
      expect(area.prefix).toBe('x');
    });
  });
});
