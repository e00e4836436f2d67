import type { PublishedContent } from '@labelwise/contract';
import { emptySnapshot } from './snapshot';

export const PRIMARY = '#0a6e8c';
export const ACCENT = '#c2410c';
export const LOGO = '/api-v1.0/files/phomemo-logo.svg';

/** A German snapshot with the Phomemo partner page published in its own colours and logo. */
export function publishedPartner(): PublishedContent {
  return {
    ...emptySnapshot('de-de', 4),
    partners: {
      phomemo: {
        key: 'phomemo',
        sort: 10,
        locale: 'de-de',
        publishedAt: '2026-11-24T10:00:00.000Z',
        shared: {
          slug: 'phomemo',
          name: 'Phomemo Labs',
          primaryColor: PRIMARY,
          accentColor: ACCENT,
          logo: LOGO,
          website: 'https://phomemo.com',
          models: [],
          sort: 10,
        },
        text: { tagline: '', description: 'Phomemo, jetzt in eigenen Farben.' },
      },
    },
  };
}
