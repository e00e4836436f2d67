import type { PublishedContent, PublishedOf } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { publishedPartner } from '../test/partner';
import { emptySnapshot } from '../test/snapshot';
import { liveSitemap, sitemapEntries } from './sitemap';

const ORIGIN = 'https://x.example';
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const video = (key: string, day: number): PublishedOf<'video'> => ({
  key,
  sort: 1,
  locale: 'de-de',
  publishedAt: at(day),
  shared: {
    file: `/api-v1.0/files/${key}.mp4`,
    poster: `/api-v1.0/files/${key}.png`,
    posterWidth: 640,
    posterHeight: 360,
    durationSeconds: 60,
    bytes: 1,
    platform: 'pc',
    icon: 'label',
    placeholder: false,
    sort: 1,
  },
  text: { title: key, captions: '' },
});

function german(): PublishedContent {
  const base = publishedPartner();
  return {
    ...base,
    partners: { phomemo: { ...base.partners.phomemo!, publishedAt: at(20) } },
    videos: [video('d520-setup', 22), video('other', 23)],
    guides: {
      d520: {
        key: 'd520',
        sort: 0,
        locale: 'de-de',
        publishedAt: at(18),
        shared: {
          name: 'D520BT',
          brand: 'phomemo',
          photo: '',
          connections: ['usb'],
          sections: ['usb'],
          firmwareVersion: '',
          firmwareFile: '',
          videos: ['d520-setup'],
          manual: false,
          manualUrl: '',
        },
        text: { intro: '', steps: {} },
        drivers: [],
      },
    },
    notices: [
      {
        key: 'sale',
        sort: 0,
        locale: 'de-de',
        publishedAt: at(24),
        shared: { startsAt: at(1), endsAt: at(30), level: 'info', link: '', sort: 0 },
        text: { text: 'Rabatt', linkLabel: '' },
      },
    ],
  };
}

const lastmodOf = (entries: ReturnType<typeof sitemapEntries>, loc: string) =>
  entries.find((e) => e.loc === ORIGIN + loc)?.lastmod;

describe('the live sitemap', () => {
  it('dates the pages whose published content changed, in the locale it was published for', () => {
    const entries = sitemapEntries('global', ORIGIN, { 'de-de': german(), 'en-us': emptySnapshot('en-us') });
    expect(lastmodOf(entries, '/de/phomemo')).toBe(at(20));
    // The guide names a video published after it: the page changed then.
    expect(lastmodOf(entries, '/de/d520')).toBe(at(22));
    expect(lastmodOf(entries, '/de/guides')).toBe(at(23));
    // English has nothing published: its pages are as built.
    expect(lastmodOf(entries, '/phomemo')).toBeUndefined();
    // A notice is a banner over every page, not a change of a page's own content.
    expect(lastmodOf(entries, '/de/aboutUs')).toBeUndefined();
    expect(entries.map((e) => e.loc)).toEqual(sitemapEntries('global', ORIGIN).map((e) => e.loc));
  });

  it('writes <lastmod> for the dated pages only, and none without content (the build’s sitemap)', () => {
    const xml = liveSitemap('global', ORIGIN, { 'de-de': german() });
    expect(xml).toContain(
      `<loc>${ORIGIN}/de/phomemo</loc>\n    <lastmod>${at(20)}</lastmod>\n    <xhtml:link rel="alternate"`,
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(3);
    expect(liveSitemap('global', ORIGIN, {})).not.toContain('<lastmod>');
  });

  it('lists content under a key that is not a page of the site nowhere', () => {
    const content = {
      ...german(),
      partners: { ...german().partners, acme: { ...german().partners.phomemo!, key: 'acme' } },
    };
    expect(liveSitemap('global', ORIGIN, { 'de-de': content })).not.toContain('/acme');
  });
});
