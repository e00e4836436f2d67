import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales, toBcp47 } from '@labelwise/ui/messages';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../build/compile-catalogs';
import { allCatalogs } from './allCatalogs';

/*
 * The production build ships these compiled catalogs and no ICU parser (build/locale-catalogs.ts). They must
 * format exactly as the source strings do in dev and in these tests, and survive the JSON they ship as.
 */

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** A value for every argument and tag of a message, so plurals, selects and tags are all exercised. */
function sampleValues(elements: MessageFormatElement[], values: Values = {}): Values {
  for (const el of elements) {
    if (el.type === TYPE.argument) values[el.value] = 'X';
    else if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = 2;
    else if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2024, 0, 31, 12));
    else if (el.type === TYPE.select) values[el.value] = 'other';
    else if (el.type === TYPE.tag) values[el.value] = (chunks) => `<${el.value}>${chunks.join('')}</${el.value}>`;
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) sampleValues(option.value, values);
    if (el.type === TYPE.tag) sampleValues(el.children, values);
  }
  return values;
}

const sources = allCatalogs();

describe('precompiled catalogs', () => {
  it.each(locales)('%s: every message compiles and formats exactly like its source text', (locale) => {
    const source = sources[locale];
    const compiled = compileCatalog(source, toBcp47(locale));
    const shipped = JSON.parse(JSON.stringify(compiled)) as typeof compiled;
    expect(shipped).toEqual(compiled);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());

    const errors: string[] = [];
    const fromText = createIntl({ locale: toBcp47(locale), messages: source, onError: (e) => errors.push(String(e)) });
    const fromAst = createIntl({ locale: toBcp47(locale), messages: shipped, onError: (e) => errors.push(String(e)) });
    const english = compileCatalog(sources['en-us'], 'en-US');
    for (const id of Object.keys(source)) {
      const values = sampleValues(english[id] ?? compiled[id]!);
      expect(fromAst.formatMessage({ id }, values), id).toEqual(fromText.formatMessage({ id }, values));
    }
    expect(errors).toEqual([]);
  });

  it('fails on a message that does not parse, naming it', () => {
    expect(() => compileCatalog({ 'x.ok': 'Hello {name}', 'x.broken': 'Hello {name' }, 'en-US')).toThrow(/x\.broken/);
  });
});
