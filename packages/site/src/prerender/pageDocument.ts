/*
 * One page's whole HTML document from its render (entry-server.tsx `renderPage`) and the build's render kit: the
 * template, the blocking redirect scripts, font and chunk preloads, the deferred app loader. The build's prerender
 * (scripts/prerender.mjs) and the API's live renderer (packages/api/src/lib/live-pages.ts) both call `pageDocument`,
 * so a page rendered on request is the prerendered page with other content, byte for byte in structure.
 */
import type { Locale } from '@labelwise/ui';
import { mobileRedirectFor, resolvePath, type PageKey, type SiteVariant } from '../logic/routes';
import { deferAppScripts } from './appLoaderScript';
import { renderDocument } from './document';
import { continueTag, phoneRedirectTag } from './phoneRedirectScript';

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
  /** `/` only: the legacy hash link script tag. */
  legacyTag: string;
  /** `/assets/phone-redirect-<hash>.js`. */
  phoneScript: string;
  /** `/assets/app-loader-<hash>.js`. */
  loaderScript: string;
  fonts: {
    /** Inter's preloads and inline @font-face rules, the same on every page. */
    head: string;
    /** Chinese locales: their stylesheet under /fonts and the faces to preload for the text a page shows. */
    cjk: Record<string, { css: string; faces: KitFontFace[] }>;
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
const textOf = (html: string) =>
  html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

function slicesFor(faces: readonly KitFontFace[], weight: number, text: string): string[] {
  const needed = new Set<string>();
  for (const ch of new Set(text)) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x2e80) continue; // Latin and punctuation come from Inter or the fallback, not the CJK slices.
    const face = faces.find((f) => f.weight === weight && f.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (face) needed.add(face.file);
  }
  return [...needed];
}

/** The fonts part of a page's <head>: Inter inline, and on Chinese pages the CJK stylesheet and the slices shown. */
export function fontsHead(fonts: RenderKit['fonts'], locale: string, bodyHtml: string): string {
  const parts = [fonts.head];
  const cjk = fonts.cjk[locale];
  if (cjk) {
    const headings = [...bodyHtml.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)]
      .map((m) => textOf(m[1] ?? ''))
      .join('');
    const files = [...slicesFor(cjk.faces, 400, textOf(bodyHtml)), ...slicesFor(cjk.faces, 700, headings)];
    parts.push(...files.map(preloadTag), `<link rel="stylesheet" href="/fonts/${cjk.css}">`);
  }
  return parts.join('\n    ');
}

/** Where a page sends small screens, as its blocking tag, or '' for pages that never do. */
function phoneTag(kit: RenderKit, urlPath: string, page: PageKey): string {
  // On /mobile the same (cached) file points "Continue to the full website" at the page asked for.
  if (page === 'mobile') return continueTag(kit.phoneScript);
  const resolution = resolvePath(urlPath, kit.variant);
  if (resolution.kind !== 'route') return '';
  // Width 0: the target a phone gets; the script decides on the real width in the browser.
  const target = mobileRedirectFor(resolution.route, 0, resolution.locale);
  return target ? phoneRedirectTag(kit.phoneScript, target) : '';
}

/**
 * The page's document. `tail` goes right before `</body>`, outside `#root` (the live renderer's content island), so
 * hydration never sees it.
 */
export function pageDocument(kit: RenderKit, page: PageParts, tail = ''): string {
  const document = renderDocument(kit.template, {
    lang: page.meta.lang,
    head: page.head,
    styles: page.styles,
    body: page.body,
    path: page.path,
    variant: kit.variant,
    // The legacy hash script first: an old `/#/d520` link goes to its guide on every screen size.
    blocking: [page.path === '/' ? kit.legacyTag : '', phoneTag(kit, page.path, page.page)]
      .filter(Boolean)
      .join('\n    '),
    preloads: [fontsHead(kit.fonts, page.locale, page.body), kit.preloads[preloadKey(page.page, page.locale)] ?? '']
      .filter(Boolean)
      .join('\n    '),
  });
  const html = deferAppScripts(document, kit.loaderScript);
  if (!tail) return html;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + tail : `${html.slice(0, end)}${tail}\n  ${html.slice(end)}`;
}
