import { describe, expect, it } from 'vitest';
import {
  boldText,
  fontsHead,
  INLINE_SCRIPTS,
  pageDocument,
  pageText,
  type KitFontFace,
  type RenderKit,
} from './pageDocument';

const cp = (ch: string) => ch.codePointAt(0) ?? 0;
const range = (text: string): Array<[number, number]> => [...text].map((ch) => [cp(ch), cp(ch)]);

/** A kit with one shared slice per weight, a fallback slice, and the own faces of `/zh-cn/d520`. */
function kit(): RenderKit['fonts'] {
  const shared: KitFontFace[] = [
    { file: 'cut0-400-aaaaaaaaaa.woff2', weight: 400, ranges: range('首页指南打印机新') },
    { file: 'cut0-700-bbbbbbbbbb.woff2', weight: 700, ranges: range('首页指南打印机新') },
    { file: 'google-400-cccccccccc.woff2', weight: 400, ranges: [[0x4e00, 0x9fff]] },
  ];
  const own: KitFontFace[] = [
    { file: 'page-400-dddddddddd.woff2', weight: 400, ranges: range('首页指南打印机') },
    { file: 'page-700-eeeeeeeeee.woff2', weight: 700, ranges: range('指南') },
  ];
  return {
    head: '<style id="lw-fonts"></style>',
    interPreloads: [400, 500, 600, 700].map((weight) => ({
      weight,
      tag: `<link rel="preload" href="/fonts/inter-${weight}-ffffffffff.woff2" as="font">`,
    })),
    localeInter: {},
    cjk: { 'zh-cn': { css: 'noto-sans-sc.css', family: 'Noto Sans SC', faces: shared, pages: { '/zh-cn/d520': own } } },
  };
}

const styleOf = (head: string) => /<style>(.*)<\/style>/.exec(head)?.[1] ?? '';
const preloads = (head: string) => [...head.matchAll(/<link rel="preload" href="\/fonts\/([^"]+)"/g)].map((m) => m[1]);

describe('fontsHead', () => {
  it('gives a prerendered Chinese page its own faces, inline and preloaded, and no stylesheet', () => {
    const head = fontsHead(kit(), 'zh-cn', '<h1>指南</h1><p>打印机 D520</p>', '/zh-cn/d520');
    expect(head).not.toContain('rel="stylesheet"');
    expect(preloads(head)).toEqual([
      'inter-400-ffffffffff.woff2',
      'inter-500-ffffffffff.woff2',
      'inter-700-ffffffffff.woff2',
      'page-400-dddddddddd.woff2',
      'page-700-eeeeeeeeee.woff2',
    ]);
    // Each face only claims the characters on the page, so nothing else is fetched for it.
    expect(styleOf(head)).toContain(
      "font-weight:400;font-display:block;src:url(/fonts/page-400-dddddddddd.woff2) format('woff2');unicode-range:U+5357,U+5370,U+6253,U+6307,U+673A}",
    );
    expect(styleOf(head)).not.toContain('cut0-400');
    // Text the markup does not mark bold may still be set bold by a style: a shared bold face covers it, and is
    // fetched only if the page draws it so.
    expect(styleOf(head)).toContain("cut0-700-bbbbbbbbbb.woff2) format('woff2');unicode-range:U+5370,U+6253,U+673A}");
  });

  it('draws characters published after the build from the shared or the fallback slices', () => {
    const head = fontsHead(kit(), 'zh-cn', '<p>新指南 龘</p>', '/zh-cn/d520');
    expect(preloads(head).filter((f) => !f?.startsWith('inter-'))).toEqual([
      'page-400-dddddddddd.woff2',
      'cut0-400-aaaaaaaaaa.woff2',
      'google-400-cccccccccc.woff2',
    ]);
    expect(styleOf(head)).toContain("cut0-400-aaaaaaaaaa.woff2) format('woff2');unicode-range:U+65B0}");
    expect(styleOf(head)).toContain("google-400-cccccccccc.woff2) format('woff2');unicode-range:U+9F98}");
  });

  it('leaves other locales with Inter only, every weight preloaded', () => {
    const head = fontsHead(kit(), 'de-de', '<h1>Anleitung</h1>', '/de/d520');
    expect(preloads(head)).toEqual([400, 500, 600, 700].map((w) => `inter-${w}-ffffffffff.woff2`));
    expect(head).not.toContain('Noto');
  });
});

describe('pageText and boldText', () => {
  it('reads what a visitor sees, placeholders included, and the bold parts of the markup', () => {
    const html =
      '<nav><ol><li><a href="/zh-cn">首页</a></li></ol></nav><h2 class="x">设置</h2><p>正文<strong>注意</strong></p>' +
      '<input placeholder="搜索"><script>var 脚本;</script><a aria-current="page" href="/zh-cn/d520">本页</a>';
    expect(pageText(html).replace(/\s+/g, '')).toBe('首页设置正文注意搜索本页');
    expect(boldText(html).replace(/\s+/g, '')).toBe('首页设置注意本页');
  });
});

describe('pageDocument', () => {
  const template = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Labelwise</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/dist-B.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
  const site: RenderKit = {
    version: 1,
    template,
    variant: 'global',
    origin: 'https://labelwise.example',
    phoneScript: '/assets/phone-redirect-x.js',
    loaderScript: '/assets/app-loader-x.js',
    fonts: kit(),
    preloads: {},
  };
  const head = (path: string, page: 'home' | 'guides' | 'guide' | 'mobile') =>
    /<head>([\s\S]*)<\/head>/.exec(
      pageDocument(site, {
        path,
        body: '<h1>x</h1>',
        styles: '',
        head: '<title>x</title>',
        locale: 'en-us',
        page,
        meta: { lang: 'en-US' },
      }),
    )?.[1] ?? '';

  it('makes the first paint wait for no script file: the redirects are inline, every file deferred or async', () => {
    for (const [path, page] of [
      ['/', 'home'],
      ['/de/guides', 'guides'],
      ['/d520', 'guide'],
      ['/mobile', 'mobile'],
    ] as const) {
      const tags = [...head(path, page).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attrs = '', code] of tags) {
        if (/\ssrc=/.test(attrs)) expect(attrs, path).toMatch(/\s(defer|async)\b|type="module"/);
        else expect(INLINE_SCRIPTS, path).toContain(code);
      }
      // The home pages catch old hash links, and Index and Guides send phones to /mobile, before anything paints.
      const inline = tags.filter(([, attrs = '']) => !/\ssrc=/.test(attrs)).length;
      expect(inline, path).toBe({ home: 2, guides: 1, guide: 0, mobile: 0 }[page]);
    }
  });

  it('preloads fonts for wider screens only on a page that sends phones to /mobile', () => {
    const fontPreloads = (path: string, page: 'home' | 'guide' | 'mobile') =>
      [...head(path, page).matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map(([tag]) => tag);
    const home = fontPreloads('/', 'home');
    expect(home.length).toBeGreaterThan(0);
    for (const tag of home) expect(tag).toContain('media="(min-width: 768px)"');
    for (const [path, page] of [
      ['/d520', 'guide'],
      ['/mobile', 'mobile'],
    ] as const) {
      expect(fontPreloads(path, page).length, path).toBeGreaterThan(0);
      for (const tag of fontPreloads(path, page)) expect(tag, path).not.toContain('media=');
    }
  });
});
