import { describe, expect, it } from 'vitest';
import { partnerFromDefaults, partnerFromPublished } from './brands';

describe('partner pages', () => {
  it('compiled: the brand’s name and site, the compiled intro, every model of the brand', () => {
    expect(partnerFromDefaults('itari')).toEqual({
      name: 'Itari',
      website: 'https://itari.com',
      tagline: '',
      description: null,
      models: [],
    });
  });

  it('published: the operator’s name, words and model list', () => {
    const view = partnerFromPublished({
      key: 'itari',
      sort: 10,
      locale: 'en-us',
      publishedAt: '2026-11-24T00:00:00.000Z',
      shared: {
        slug: 'itari',
        name: 'ITARI',
        primaryColor: '#6959CD',
        accentColor: '',
        logo: '',
        website: 'https://itari.example',
        models: ['d520'],
        sort: 10,
      },
      text: { tagline: 'Ship faster', description: 'Itari makes shipping printers.' },
    });
    expect(view).toEqual({
      name: 'ITARI',
      website: 'https://itari.example',
      tagline: 'Ship faster',
      description: 'Itari makes shipping printers.',
      models: ['d520'],
    });
  });
});
