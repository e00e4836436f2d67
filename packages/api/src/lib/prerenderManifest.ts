/**
 * A prerendered site's routing table (`prerender-manifest.json`, written by the site's build next to its pages) and
 * what it answers for a path.
 */
import path from 'node:path';
import { CSP_HASH } from './pagePolicy.js';

/** Written by the site's build-time prerender (packages/site/scripts/prerender.mjs) next to its pages. */
export const PRERENDER_MANIFEST = 'prerender-manifest.json';

interface ManifestFile {
  version: 1;
  pages: Record<string, string>;
  redirects: Record<string, { to: string; status: number }>;
  localePrefixes: string[];
  spaPrefixes: string[];
  shell: string;
  notFound: Record<string, string>;
  scriptHashes?: string[];
}

/** A prerendered site's routing table, with every file checked to lie inside the site's root. */
export interface PrerenderedSite {
  pages: Map<string, string>;
  /** Locale prefix + lower-cased rest → page path (the site folds case after the locale prefix). */
  foldedPages: Map<string, string>;
  redirects: Map<string, { to: string; status: 301 | 302 }>;
  foldedRedirects: Map<string, { to: string; status: 301 | 302 }>;
  localePrefixes: Set<string>;
  spaPrefixes: string[];
  shell: string | null;
  notFound: Map<string, string>;
  /** Page file → its path: what the live renderer renders for a page (404 pages included). */
  pathOfFile: Map<string, string>;
  /** CSP sources of the inline scripts its pages carry (`'sha256-…'`): allowed on its HTML answers only. */
  scriptHashes: string[];
}

export type SiteAnswer =
  | { kind: 'page'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'none' };

const isSitePath = (p: unknown): p is string =>
  typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !/[\\\0?#]/.test(p);

/** Splits `/de/Printers` into `/de` and `/Printers` when `/de` is a locale prefix (case-sensitive, as the site). */
function splitLocale(p: string, prefixes: Set<string>): [string, string] {
  const segment = `/${p.split('/')[1] ?? ''}`;
  if (!prefixes.has(segment)) return ['', p];
  const rest = p.slice(segment.length);
  return [segment, rest === '' ? '/' : rest];
}

/** `/de/6xl` → `/de|/6xl`; `/DE/x` → `|/de/x` (not a locale prefix, so never equal to a German page's key). */
const foldKey = (p: string, prefixes: Set<string>) => {
  const [prefix, rest] = splitLocale(p, prefixes);
  return `${prefix}|${rest.toLowerCase()}`;
};

/** Validates a parsed manifest; files must be `.html` files inside `root`. Throws on anything unexpected. */
export function readPrerenderManifest(raw: unknown, root: string): PrerenderedSite {
  const m = raw as ManifestFile;
  if (!m || typeof m !== 'object' || m.version !== 1) throw new Error('unsupported prerender manifest');
  const base = path.resolve(root);
  const file = (f: unknown): string => {
    if (typeof f !== 'string' || !f.endsWith('.html')) throw new Error(`bad file in prerender manifest: ${String(f)}`);
    const resolved = path.resolve(base, f);
    if (!resolved.startsWith(base + path.sep)) throw new Error(`file outside the site in prerender manifest: ${f}`);
    return resolved;
  };
  const localePrefixes = new Set((m.localePrefixes ?? []).filter((p) => isSitePath(p) && p.split('/').length === 2));
  const pages = new Map<string, string>();
  for (const [p, f] of Object.entries(m.pages ?? {})) if (isSitePath(p)) pages.set(p, file(f));
  const redirects = new Map<string, { to: string; status: 301 | 302 }>();
  for (const [p, r] of Object.entries(m.redirects ?? {})) {
    if (isSitePath(p) && r && isSitePath(r.to)) redirects.set(p, { to: r.to, status: r.status === 302 ? 302 : 301 });
  }
  const notFound = new Map<string, string>();
  for (const [prefix, f] of Object.entries(m.notFound ?? {}))
    if (prefix === '' || localePrefixes.has(prefix)) notFound.set(prefix, file(f));
  return {
    pages,
    foldedPages: new Map([...pages.keys()].map((p) => [foldKey(p, localePrefixes), p])),
    redirects,
    foldedRedirects: new Map([...redirects].map(([p, r]) => [foldKey(p, localePrefixes), r])),
    localePrefixes,
    spaPrefixes: (m.spaPrefixes ?? []).filter(isSitePath),
    shell: m.shell ? file(m.shell) : null,
    notFound,
    pathOfFile: new Map([...pages].map(([p, f]) => [f, p])),
    scriptHashes: (Array.isArray(m.scriptHashes) ? m.scriptHashes : []).filter(
      (h): h is string => typeof h === 'string' && CSP_HASH.test(h),
    ),
  };
}

/**
 * What a prerendered site answers for a path (relative to the site's prefix, percent-decoded, no query):
 * 1. a prerendered page: 200 with its file (`/de/printers` → `de/printers/index.html`);
 * 2. a redirect the site makes (`/index` → `/`, `/de/privacy` → `/privacy`): 301/302;
 * 3. a trailing slash or wrong case of a page or redirect (`/de/printers/`, `/6xl`): 301 to the real path,
 *    folding case only after the locale prefix, as the site's router does;
 * 4. a client-only route (`/redirect/…`): 200 with the SPA shell;
 * 5. anything else: 404 with the prerendered 404 page of the path's locale.
 */
export function answerPrerendered(site: PrerenderedSite, p: string): SiteAnswer {
  const page = site.pages.get(p);
  if (page) return { kind: 'page', file: page, status: 200 };
  const redirect = site.redirects.get(p);
  if (redirect) return { kind: 'redirect', location: redirect.to, status: redirect.status };
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
  const key = foldKey(trimmed, site.localePrefixes);
  const folded = site.foldedPages.get(key);
  if (folded && folded !== p) return { kind: 'redirect', location: folded, status: 301 };
  const foldedRedirect = site.redirects.get(trimmed) ?? site.foldedRedirects.get(key);
  if (foldedRedirect) return { kind: 'redirect', location: foldedRedirect.to, status: foldedRedirect.status };
  if (site.shell && site.spaPrefixes.some((sp) => trimmed === sp || trimmed.startsWith(`${sp}/`)))
    return { kind: 'page', file: site.shell, status: 200 };
  const [prefix] = splitLocale(trimmed, site.localePrefixes);
  const notFound = site.notFound.get(prefix) ?? site.notFound.get('');
  return notFound ? { kind: 'page', file: notFound, status: 404 } : { kind: 'none' };
}
