/*
 * One page's whole HTML document from its render (entry-server.tsx `renderPage`) and the build's render kit: the
 * template, the blocking redirect scripts, font and chunk preloads, the deferred app loader. The build's prerender
 * (scripts/prerender.mjs) and the API's live renderer (packages/api/src/lib/livePages.ts) both call `pageDocument`,
 * so a page rendered on request is the prerendered page with other content, byte for byte in structure.
 */
import type { Locale } from '@labelwise/ui';
import { stripLocale } from '../logic/locale';
import { mobileRedirectFor, PHONE_BREAKPOINT, resolvePath, type PageKey, type SiteVariant } from '../logic/routes';
import { deferAppScripts } from './appLoaderScript';
import { renderDocument } from './document';
import { LEGACY_HASH_SCRIPT, legacyHashTag } from './legacyHashScript';
import { continueTag, PHONE_REDIRECT_SCRIPT, phoneRedirectTag } from './phoneRedirectScript';

/**
 * Every script a page carries inline (the rest are files): the redirects that must run before the first paint. The
 * site's CSP allows no other inline script; the prerender writes their hashes into its manifest for the API's CSP.
 */
export const INLINE_SCRIPTS: readonly string[] = [LEGACY_HASH_SCRIPT, PHONE_REDIRECT_SCRIPT];

/** A CJK font face: its file under /fonts, its weight and the code points it covers. */
export interface KitFontFace {
  file: string;
  weight: number;
  ranges: Array<[number, number]>;
}

/** What the build computed once for every page; written to `server/render-kit.json` beside the SSR bundle. */
export interface RenderKit {
  version: 1;
  /** Vite's index.html before any page was written over it. */
  template: string;
  variant: SiteVariant;
  origin: string;
  /** `/assets/phone-redirect-<hash>.js`, for /mobile's continue link (other pages carry the script inline). */
  phoneScript: string;
  /** `/assets/app-loader-<hash>.js`. */
  loaderScript: string;
  fonts: {
    /** Inter's inline @font-face rules, the same on every page. */
    head: string;
    /** Inter's preload tags by weight (latin). */
    interPreloads: Array<{ weight: number; tag: string }>;
    /** The Chinese locales' Inter, cut to the Latin their pages show: inline rules and preloads (scripts/fonts.mjs). */
    localeInter: Record<string, { head: string; preloads: Array<{ weight: number; tag: string }> }>;
    /**
     * Chinese locales (scripts/cjk-fonts.mjs): their stylesheet under /fonts (every shared face, added by the app
     * for later pages), their font family, the shared faces, and per prerendered page its own faces (its text).
     */
    cjk: Record<string, { css: string; family: string; faces: KitFontFace[]; pages: Record<string, KitFontFace[]> }>;
  };
  /** Module preload tags per `page|locale` (the page's chunks and its catalog parts). */
  preloads: Record<string, string>;
}

/** The parts of a rendered page the document needs (entry-server.tsx `RenderedPage`). */
export interface PageParts {
  path: string;
  body: string;
  styles: string;
  head: string;
  locale: Locale;
  page: PageKey;
  meta: { lang: string };
}

export const preloadKey = (page: PageKey, locale: Locale) => `${page}|${locale}`;

const preloadTag = (file: string) =>
  `<link rel="preload" href="/fonts/${file}" as="font" type="font/woff2" crossorigin>`;
/** The text a page shows: its markup without styles, scripts and tags, and the placeholders of its fields. */
export const pageText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, (tag) => ` ${/\splaceholder="([^"]*)"/.exec(tag)?.[1] ?? ''} `);

/**
 * The text a page shows in bold, as far as its markup says: headings, strong and bold, the current page's link,
 * the breadcrumb trail. A bold character missed here is still drawn, from a shared slice.
 */
export const boldText = (html: string) =>
  [
    ...html.matchAll(
      /<(h[1-6]|strong|b|th)\b[^>]*>([\s\S]*?)<\/\1>|<a\b[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>|<nav\b[^>]*>\s*<ol\b[^>]*>([\s\S]*?)<\/ol>/g,
    ),
  ]
    .map((m) => pageText(m[2] ?? m[3] ?? m[4] ?? ''))
    .join(' ');

const INTER_SEMIBOLD = 600;

/** Which face of a weight draws a code point: built once per faces list, the live renderer reuses it. */
const faceIndex = new WeakMap<readonly KitFontFace[], Map<number, Map<number, KitFontFace>>>();
function faceFor(faces: readonly KitFontFace[], weight: number, cp: number): KitFontFace | undefined {
  let byWeight = faceIndex.get(faces);
  if (!byWeight) {
    byWeight = new Map();
    // The first face listed for a code point wins: the site's own cut comes before the packages' slices.
    for (const f of faces) {
      let map = byWeight.get(f.weight);
      if (!map) byWeight.set(f.weight, (map = new Map()));
      for (const [a, b] of f.ranges) for (let c = a; c <= b; c++) if (!map.has(c)) map.set(c, f);
    }
    faceIndex.set(faces, byWeight);
  }
  return byWeight.get(weight)?.get(cp);
}

/** Code points at or above U+2E80 (CJK; Latin and punctuation come from Inter or the fallback), sorted. */
function cjkCodePoints(text: string): number[] {
  const out = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x2e80) out.add(cp);
  }
  return [...out].sort((a, b) => a - b);
}

const hex = (n: number) => n.toString(16).toUpperCase();
function cssRanges(cps: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < cps.length; i++) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === (cps[j] ?? 0) + 1) j++;
    parts.push(i === j ? `U+${hex(cps[i] ?? 0)}` : `U+${hex(cps[i] ?? 0)}-${hex(cps[j] ?? 0)}`);
    i = j;
  }
  return parts.join(',');
}

/** The faces of a weight that draw `cps`, each with the code points it draws; the page's own faces first. */
function facesFor(own: readonly KitFontFace[], faces: readonly KitFontFace[], weight: number, cps: readonly number[]) {
  const used = new Map<KitFontFace, number[]>();
  for (const cp of cps) {
    const face = faceFor(own, weight, cp) ?? faceFor(faces, weight, cp);
    if (!face) continue;
    const list = used.get(face);
    if (list) list.push(cp);
    else used.set(face, [cp]);
  }
  return used;
}

/**
 * The fonts part of a page's <head>: Inter inline; on Chinese pages the CJK faces the page's text needs, inline
 * (no stylesheet blocks the first paint) with a unicode-range of just the page's characters, and preloaded.
 * `font-display: block`: Chinese text waits for its small preloaded faces (at most the block period) instead of
 * being drawn first in a system face, or as empty boxes where there is none, and re-flowing when they arrive
 * (CLS on /zh-cn/download at 1366 px: 0.030 with swap, 0.004 with block). A
 * prerendered page has its own faces, cut to its text, so its first view takes one file per weight; a character
 * published since comes from the shared slices or the packages' ones.
 */
export function fontsHead(fonts: RenderKit['fonts'], locale: string, bodyHtml: string, path: string): string {
  const cjk = fonts.cjk[locale];
  if (!cjk) return [...fonts.interPreloads.map((p) => p.tag), fonts.head].join('\n    ');
  // The shell's semibold text is Chinese on these pages (Noto's 700 draws it): Inter 600 is left to the CSS,
  // which fetches it only for Latin semibold text, instead of 24 KB preloaded for nothing.
  const latin = fonts.localeInter[locale] ?? { head: fonts.head, preloads: fonts.interPreloads };
  const inter = latin.preloads.filter((p) => p.weight !== INTER_SEMIBOLD).map((p) => p.tag);
  const own = cjk.pages[path] ?? [];
  const text = cjkCodePoints(pageText(bodyHtml));
  const rules: string[] = [];
  for (const weight of [...new Set(cjk.faces.map((f) => f.weight))]) {
    for (const [face, cps] of facesFor(own, cjk.faces, weight, text))
      rules.push(
        `@font-face{font-family:'${cjk.family}';font-style:normal;font-weight:${weight};font-display:block;` +
          `src:url(/fonts/${face.file}) format('woff2');unicode-range:${cssRanges(cps)}}`,
      );
  }
  const preloads = [
    ...facesFor(own, cjk.faces, 400, text).keys(),
    ...facesFor(own, cjk.faces, 700, cjkCodePoints(boldText(bodyHtml))).keys(),
  ];
  return [...inter, latin.head, ...preloads.map((f) => preloadTag(f.file)), `<style>${rules.join('')}</style>`].join(
    '\n    ',
  );
}

/** The screens the phone redirect leaves on the page they asked for. */
const WIDER_THAN_PHONE = `(min-width: ${PHONE_BREAKPOINT}px)`;

/** Where a page sends small screens, as its blocking tag, or '' for pages that never do. */
function phoneTag(kit: RenderKit, urlPath: string, page: PageKey): string {
  // On /mobile the same (cached) file points "Continue to the full website" at the page asked for.
  if (page === 'mobile') return continueTag(kit.phoneScript);
  const resolution = resolvePath(urlPath, kit.variant);
  if (resolution.kind !== 'route') return '';
  // Width 0: the target a phone gets; the script decides on the real width in the browser.
  const target = mobileRedirectFor(resolution.route, 0, resolution.locale);
  return target ? phoneRedirectTag(target) : '';
}

/**
 * The page's document. `tail` goes right before `</body>`, outside `#root` (the live renderer's content island), so
 * hydration never sees it.
 */
export function pageDocument(kit: RenderKit, page: PageParts, tail = ''): string {
  const phone = phoneTag(kit, page.path, page.page);
  const fonts = fontsHead(kit.fonts, page.locale, page.body, page.path);
  const document = renderDocument(kit.template, {
    lang: page.meta.lang,
    head: page.head,
    styles: page.styles,
    body: page.body,
    path: page.path,
    variant: kit.variant,
    // The legacy hash script first: an old `/#/d520` link goes to its guide on every screen size, from the home
    // page of any locale to the guide in that locale.
    blocking: [stripLocale(page.path).path === '/' ? legacyHashTag() : '', phone].filter(Boolean).join('\n    '),
    preloads: [
      // A page that sends phones to /mobile preloads its fonts for wider screens only: a phone's preload scanner
      // would fetch them before the redirect runs, and they would compete with the page it goes to.
      phone && page.page !== 'mobile'
        ? fonts.replace(/(<link rel="preload"[^>]*)>/g, `$1 media="${WIDER_THAN_PHONE}">`)
        : fonts,
      kit.preloads[preloadKey(page.page, page.locale)] ?? '',
    ]
      .filter(Boolean)
      .join('\n    '),
  });
  const html = deferAppScripts(document, kit.loaderScript);
  if (!tail) return html;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + tail : `${html.slice(0, end)}${tail}\n  ${html.slice(end)}`;
}
