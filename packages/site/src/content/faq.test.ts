import type { PublishedOf } from '@labelwise/contract';
import { faqTexts, homeContentTexts, partnerIntroTexts, videoTitleTexts } from '@labelwise/contract/media';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { areas } from '../i18n';
import { allCatalogs } from '../i18n/allCatalogs';
import { faqFromDefaults, faqFromPublished } from './faq';

const item = (key: string, sort: number, answer: string, images: PublishedOf<'faq'>['shared']['images'] = []) =>
  ({
    key,
    sort,
    locale: 'de-de',
    publishedAt: '2026-11-24T00:00:00.000Z',
    shared: { sort, images },
    text: { question: `Frage ${key}`, answer, imageAlts: images.map((_, i) => `Bild ${i + 1}`) },
  }) satisfies PublishedOf<'faq'>;

describe('FAQ from published content', () => {
  it('keeps the operator’s order, splits the answer at blank lines and puts each image after its paragraph', () => {
    const view = faqFromPublished([
      item('b', 20, 'Erstens.\n\n  Zweitens.  \n\n\nDrittens.', [
        { src: '/a.png', width: 10, height: 10, paragraph: 1 },
        { src: '/b.png', width: 10, height: 10, paragraph: 9 },
      ]),
      item('a', 10, 'Nur eins.'),
    ]);
    expect(view.map((v) => v.id)).toEqual(['a', 'b']);
    expect(view[1]!.question).toBe('Frage b');
    expect(view[1]!.paragraphs.map((p) => p.text)).toEqual(['Erstens.', 'Zweitens.', 'Drittens.']);
    expect(view[1]!.paragraphs[1]!.images).toEqual([{ src: '/a.png', width: 10, height: 10, alt: 'Bild 1' }]);
    // An image past the last paragraph goes at the end rather than disappearing.
    expect(view[1]!.paragraphs[2]!.images.map((i) => i.alt)).toEqual(['Bild 2']);
  });

  it('the compiled FAQ reads the same words the API seeds, in the page’s language', () => {
    const intl = createIntl({ locale: 'de-DE', messages: allCatalogs()['de-de'] });
    const view = faqFromDefaults(intl);
    expect(view.map((v) => v.id)).toEqual(['blank-print', 'incomplete-print', 'paper-not-loading']);
    expect(view[0]!.question).toBe('Der Drucker zieht Etiketten ein, druckt aber nichts');
    expect(view[0]!.paragraphs).toHaveLength(4);
    expect(view[0]!.paragraphs[0]!.images.map((i) => i.src)).toEqual([
      '/images/faq/scratch-test.svg',
      '/images/faq/label-direction.svg',
    ]);
    expect(view[0]!.paragraphs[0]!.images[0]!.alt).not.toMatch(/^site\./);
  });
});

describe('compiled words and seeded words', () => {
  // The site's areas reference the contract's texts entry by entry. This catches an entry written out again or
  // renamed, which would let a fresh database publish something other than what the compiled pages say.
  it.each([
    ['faq', faqTexts],
    ['guides', videoTitleTexts],
    ['home', homeContentTexts],
    ['partners', partnerIntroTexts],
  ] as const)('site.%s says what the API seeds, in all six locales', (area, texts) => {
    const catalogs = areas[area].catalogs as Record<string, Record<string, string>>;
    for (const [key, text] of Object.entries(texts))
      for (const [locale, words] of Object.entries(text))
        expect(catalogs[locale]![`site.${area}.${key}`], `${area}.${key} ${locale}`).toBe(words);
  });
});
