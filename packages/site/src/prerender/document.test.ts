import { describe, expect, it } from 'vitest';
import { styledComponentId } from '../../build/styled-ids';
import { checkPage, pageFile, renderDocument, robotsTxt, sitemapXml } from './document';

const template = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic." />
    <title>Labelwise</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const style = `<style data-styled="true" data-styled-version="6">${'.a{color:red}'.repeat(20)}</style>`;

describe('prerender documents', () => {
  it('maps URL paths to files', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/de')).toBe('de/index.html');
    expect(pageFile('/zh-cn/d520')).toBe('zh-cn/d520/index.html');
    expect(() => pageFile('/../x')).toThrow();
    expect(() => pageFile('x')).toThrow();
  });

  it('puts the redirect scripts after the viewport meta, ahead of the app script, so a page being left fetches little', () => {
    const withViewport = template.replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />',
    );
    const blocking = '<script src="/assets/phone-redirect-x.js" data-mobile="/mobile"></script>';
    const parts = {
      lang: 'en-US',
      head: '<title>Home</title>',
      styles: '',
      body: '<h1>Home</h1>',
      path: '/',
      variant: 'global',
      blocking,
    };
    const html = renderDocument(withViewport, parts);
    expect(html.indexOf('name="viewport"')).toBeLessThan(html.indexOf(blocking));
    expect(html.indexOf(blocking)).toBeLessThan(html.indexOf('/assets/index.js'));
    // Without a viewport meta they still come first in <head>.
    const bare = renderDocument(template, parts);
    expect(bare.indexOf(blocking)).toBeGreaterThan(bare.indexOf('<head>'));
    expect(bare.indexOf(blocking)).toBeLessThan(bare.indexOf('<meta charset'));
  });

  it('fills the template with lang, head tags, styles and the markup', () => {
    const html = renderDocument(template, {
      lang: 'de-DE',
      head: '<title>Drucker | Labelwise</title>\n    <link rel="canonical" href="https://x.example/de/printers" />',
      styles: style,
      body: '<h1>Treiber $& finden</h1>',
      path: '/de/printers',
      variant: 'global',
    });
    expect(html).toContain('<html lang="de-DE">');
    expect(html).not.toContain('<title>Labelwise</title>');
    expect(html).not.toContain('Generic.');
    expect(html).toContain(
      '<div id="root" data-prerendered="/de/printers" data-variant="global"><h1>Treiber $& finden</h1></div>',
    );
    expect(html.indexOf(style)).toBeLessThan(html.indexOf('</head>'));
    expect(() =>
      renderDocument('<html><head></head><body></body></html>', {
        lang: 'x',
        head: '',
        styles: '',
        body: '',
        path: '/',
        variant: 'global',
      }),
    ).toThrow(/root/);
  });

  it('checks a written page for its heading, title, canonical, hreflang, description and styles', () => {
    const good = renderDocument(template, {
      lang: 'en-US',
      head: '<title>About us | Labelwise</title>\n<meta name="description" content="About." />\n<link rel="canonical" href="https://x.example/aboutUs" />\n<link rel="alternate" hreflang="x-default" href="https://x.example/aboutUs" />',
      styles: style,
      body: '<main><h1 class="a">About</h1></main>',
      path: '/aboutUs',
      variant: 'global',
    });
    const expected = {
      title: 'About us | Labelwise',
      canonical: 'https://x.example/aboutUs',
      hreflang: true,
      lang: 'en-US',
    };
    expect(checkPage(good, expected)).toEqual([]);
    const bad = renderDocument(template, {
      lang: 'en-US',
      head: '<title>x</title>',
      styles: '',
      body: '<p>no heading</p>',
      path: '/aboutUs',
      variant: 'global',
    });
    expect(checkPage(bad, expected)).toEqual([
      'no level-1 heading inside #root',
      'missing <title>About us | Labelwise</title>',
      'missing canonical https://x.example/aboutUs',
      'missing hreflang alternates',
      'missing meta description',
      'missing inline styled-components styles',
    ]);
  });

  it('writes a sitemap with hreflang alternates and robots.txt pointing at it', () => {
    const xml = sitemapXml([
      { loc: 'https://x.example/de', alternates: [{ hreflang: 'x-default', href: 'https://x.example/' }] },
    ]);
    expect(xml).toContain('<loc>https://x.example/de</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/"/>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(robotsTxt('https://x.example/')).toContain('Sitemap: https://x.example/sitemap.xml');
  });

  it('derives styled-components ids from the file and position only', () => {
    expect(styledComponentId('packages/ui/src/Button/Button.tsx', 0)).toBe(
      styledComponentId('packages/ui/src/Button/Button.tsx', 0),
    );
    expect(styledComponentId('packages/ui/src/Button/Button.tsx', 0)).not.toBe(
      styledComponentId('packages/ui/src/Button/Button.tsx', 1),
    );
    expect(styledComponentId('a.tsx', 3)).toMatch(/^sc-[A-Za-z0-9]{10}$/);
  });
});
