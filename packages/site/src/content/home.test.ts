import type { PublishedOf } from '@labelwise/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allCatalogs } from '../i18n/allCatalogs';
import { homeFromDefaults, homeFromPublished } from './home';

const published = {
  key: 'home',
  sort: 0,
  locale: 'fr-fr',
  publishedAt: '2026-11-24T00:00:00.000Z',
  shared: {
    sampleLabels: [{ src: '/upload/a.png', width: 300, height: 200 }],
    partnerLogos: [
      { name: 'Acme', img: '/upload/acme.png', width: 160, height: 64, url: 'https://acme.example', page: '' },
      { name: 'Phomemo', img: '/images/partners/phomemo.svg', width: 160, height: 64, url: '', page: 'phomemo' },
    ],
    barcodes: ['qrcode', 'ean13'],
  },
  text: { headline: 'Des étiquettes', subline: '', sampleAlts: ['Étiquette A'] },
} satisfies PublishedOf<'home'>;

describe('home content', () => {
  it('shows the published headline, samples with their alt text, logos and only the chosen barcodes in order', () => {
    const view = homeFromPublished(published);
    expect(view.headline).toBe('Des étiquettes');
    expect(view.samples).toEqual([{ src: '/upload/a.png', width: 300, height: 200, alt: 'Étiquette A' }]);
    expect(view.barcodes.map((b) => b.id)).toEqual(['qrcode', 'ean13']);
    expect(view.logos.map((l) => [l.name, l.page, l.url])).toEqual([
      ['Acme', undefined, 'https://acme.example'],
      ['Phomemo', '/phomemo', ''],
    ]);
  });

  it('compiled: the seven samples, eight barcodes and nine logos of today, in the page’s language', () => {
    const view = homeFromDefaults(createIntl({ locale: 'zh-CN', messages: allCatalogs()['zh-cn'] }));
    expect(view.headline).toBe('几分钟即可设计并打印标签');
    expect(view.samples).toHaveLength(7);
    expect(view.samples.every((s) => !s.alt.startsWith('site.'))).toBe(true);
    expect(view.barcodes).toHaveLength(8);
    expect(view.logos).toHaveLength(9);
  });
});
