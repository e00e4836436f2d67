/*
 * Pure helpers of the build-time prerender (scripts/prerender.mjs → entry-server.tsx): where each page's file
 * goes, how the static document is assembled from Vite's index.html, the sitemap, robots.txt, the manifest
 * the API's static handler reads, and the checks every written page must pass.
 */
import { PRERENDER_PATH_ATTR, PRERENDER_VARIANT_ATTR } from '../app/hydration';
import { escapeHtml } from '../app/pageMeta';

/** `/` → `index.html`, `/de` → `de/index.html`, `/de/printers` → `de/printers/index.html`. */
export function pageFile(urlPath: string): string {
  if (!urlPath.startsWith('/') || urlPath.split('/').some((s) => s === '..' || s === '.'))
    throw new Error(`bad page path ${urlPath}`);
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

export interface DocumentParts {
  /** `<html lang>`. */
  lang: string;
  /** Title, description, canonical and hreflang tags (`pageMetaHtml`). */
  head: string;
  /** styled-components' `<style>` tags for this page. */
  styles: string;
  /** The rendered app, placed inside `#root`. */
  body: string;
  /** The URL the markup is for, and the site variant; main.tsx hydrates only when both match. */
  path: string;
  variant: string;
  /** Extra tags for `<head>` (module preloads). */
  preloads?: string;
  /**
   * Render-blocking scripts that decide whether this page is shown at all (the legacy hash and phone redirects).
   * They go right after the viewport meta (the phone redirect reads the viewport width), ahead of the app's module
   * script and preloads, so a page that is about to be left starts as few downloads as possible.
   */
  blocking?: string;
}

const ROOT = '<div id="root"></div>';

/** The static document: Vite's built index.html with the page's lang, meta tags, styles and markup filled in. */
export function renderDocument(template: string, parts: DocumentParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  if (!/<html[^>]*>/.test(template) || !template.includes('</head>'))
    throw new Error('index.html has no <html> or </head>');
  const root = `<div id="root" ${PRERENDER_PATH_ATTR}="${escapeHtml(parts.path)}" ${PRERENDER_VARIANT_ATTR}="${escapeHtml(parts.variant)}">`;
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(parts.lang)}">`)
    // The template's generic title and description make way for the page's own.
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<meta\s+name="viewport"[^>]*>/.test(template) ? /<meta\s+name="viewport"[^>]*>/ : /<head>/, (tag) =>
      parts.blocking ? `${tag}\n    ${parts.blocking}` : tag,
    )
    .replace(
      /\s*<\/head>/,
      () => `\n    ${parts.head}\n${parts.preloads ? `    ${parts.preloads}\n` : ''}    ${parts.styles}\n  </head>`,
    );
  // A function replacement: the markup may contain `$&`-like sequences that String.replace would expand.
  return html.replace(ROOT, () => `${root}${parts.body}</div>`);
}

export interface SitemapEntry {
  loc: string;
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** When the page's published content last changed (ISO 8601); absent: as built. */
  lastmod?: string;
}

/** sitemap.xml with xhtml:link alternates per URL (Google's hreflang-in-sitemap form). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(e.loc)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeHtml(e.lastmod)}</lastmod>`] : []),
      ...e.alternates.map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/**
 * What the API's static handler needs to serve the prerendered site (packages/api/src/static-site.ts):
 * - `pages`: URL path → file, served with 200;
 * - `redirects`: exact URL paths the site redirects (aliases, pages missing in a locale), with their status;
 * - `localePrefixes`: so trailing-slash and case redirects fold the path after the prefix, as the site does;
 * - `spaPrefixes`: client-only routes (the refresh route), served with `shell`;
 * - `notFound`: locale prefix → the prerendered 404 page, sent with status 404 for unknown paths.
 */
export interface PrerenderManifest {
  version: 1;
  pages: Record<string, string>;
  redirects: Record<string, { to: string; status: 301 | 302 }>;
  localePrefixes: string[];
  spaPrefixes: string[];
  shell: string;
  notFound: Record<string, string>;
  /** CSP sources (`'sha256-…'`) of the pages' inline scripts, which the API's CSP allows on the site's pages. */
  scriptHashes?: string[];
}

/** Problems of a written page; the prerender fails the build when any page has one. */
export function checkPage(
  html: string,
  expect: { title: string; canonical: string; hreflang: boolean; lang: string },
): string[] {
  const problems: string[] = [];
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  if (!/<h1[\s>]|role="heading" aria-level="1"/.test(root)) problems.push('no level-1 heading inside #root');
  if (!html.includes(`<title>${escapeHtml(expect.title)}</title>`))
    problems.push(`missing <title>${expect.title}</title>`);
  if (!html.includes(`<html lang="${expect.lang}">`)) problems.push(`missing <html lang="${expect.lang}">`);
  if (!html.includes(`<link rel="canonical" href="${escapeHtml(expect.canonical)}" />`))
    problems.push(`missing canonical ${expect.canonical}`);
  if (expect.hreflang && !html.includes('hreflang="x-default"')) problems.push('missing hreflang alternates');
  if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push('missing meta description');
  if (!/<style[^>]*data-styled[^>]*>[^<]{100,}/.test(html)) problems.push('missing inline styled-components styles');
  return problems;
}
