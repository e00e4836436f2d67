import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadedCatalog } from '../i18n/catalogs';
import { routeByPath } from '../logic/routes';
import { escapeHtml, pageMeta, pageMetaHtml } from './pageMeta';

const intl = (locale: 'en-us' | 'de-de') => createIntl({ locale, messages: loadedCatalog(locale, null)! });

describe('pageMeta: the head of a page, shared by the prerender and DocumentMeta', () => {
  it('gives title, description, lang, canonical and hreflang alternates', () => {
    const meta = pageMeta(routeByPath('/printers')!, 'de-de', intl('de-de'), 'https://x.example');
    expect(meta.lang).toBe('de-DE');
    expect(meta.title).toBe('Druckertreiber und Handbücher | Labelwise');
    expect(meta.description.length).toBeGreaterThan(20);
    expect(meta.canonical).toBe('https://x.example/de/printers');
    expect(meta.alternates).toHaveLength(7);
    expect(meta.alternates).toContainEqual({ hreflang: 'x-default', href: 'https://x.example/printers' });
    expect(meta.noindex).toBe(false);
  });

  it('puts the site name first on the home page and fills guide values', () => {
    expect(pageMeta(routeByPath('/')!, 'en-us', intl('en-us'), 'https://x.example').title).toMatch(/^Labelwise \| /);
    const guide = pageMeta(routeByPath('/d520')!, 'en-us', intl('en-us'), 'https://x.example');
    expect(guide.title).toContain('D520BT');
    expect(guide.description).not.toMatch(/\{connections\}/);
  });

  it('points aliases at their main page and keeps the 404 page out of the index', () => {
    expect(pageMeta(routeByPath('/downloadNew')!, 'en-us', intl('en-us'), 'https://x.example').canonical).toBe(
      'https://x.example/download',
    );
    const notFound = pageMeta(routeByPath('/404')!, 'de-de', intl('de-de'), 'https://x.example');
    expect(notFound.noindex).toBe(true);
    expect(notFound.alternates).toEqual([]);
    expect(pageMetaHtml(notFound)).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
    const html = pageMetaHtml({
      lang: 'en-US',
      title: 'A & B',
      description: '"quoted"',
      canonical: 'https://x.example/',
      alternates: [],
      noindex: false,
    });
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('content="&quot;quoted&quot;"');
  });
});
