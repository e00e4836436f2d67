/*
 * sitemap.xml: written by the build (scripts/prerender.mjs, no content: every page as compiled) and served live by
 * the API (packages/api/src/lib/livePages.ts `sitemap()`) with the published content of every locale, so a page
 * whose content an operator published carries that time as its `<lastmod>`, without a rebuild.
 */
import type { PublishedContent } from '@labelwise/contract';
import type { Locale } from '@labelwise/ui';
import {
  hreflangAlternates,
  resolvePath,
  routesForVariant,
  sitemapPaths,
  type RouteDef,
  type SiteVariant,
} from '../logic/routes';
import { sitemapXml, type SitemapEntry } from './document';

/** The published snapshot of each locale the API has; a locale left out (or null) is the compiled site. */
export type PublishedByLocale = Partial<Record<Locale, PublishedContent | null>>;

const latest = (times: ReadonlyArray<string | undefined>): string | undefined => {
  let best: number | undefined;
  for (const t of times) {
    const ms = t === undefined ? NaN : Date.parse(t);
    if (!Number.isNaN(ms) && (best === undefined || ms > best)) best = ms;
  }
  return best === undefined ? undefined : new Date(best).toISOString();
};

/**
 * When the published content a page shows last changed in its locale, or undefined for a page that shows none (it
 * is as the build made it, which the build does not date). Notices are left out: a banner across every page is not
 * a change of any page's own content, and would date the whole site at each announcement.
 */
export function contentLastmod(route: RouteDef, content: PublishedContent | null | undefined): string | undefined {
  if (!content) return undefined;
  switch (route.page) {
    case 'home':
      return latest(content.home.map((h) => h.publishedAt));
    case 'guides':
      return latest([...content.videos, ...content.faq].map((i) => i.publishedAt));
    case 'partner':
      return route.partner ? content.partners[route.partner]?.publishedAt : undefined;
    case 'guide': {
      const slug = route.guide?.toLowerCase();
      const guide = Object.values(content.guides).find((g) => g.key.toLowerCase() === slug);
      if (!guide) return undefined;
      // The guide's page plays the videos it names: a video published later changes the page too.
      const videos = content.videos.filter((v) => guide.shared.videos.includes(v.key));
      return latest([guide.publishedAt, ...videos.map((v) => v.publishedAt)]);
    }
    default:
      return undefined;
  }
}

/**
 * sitemap.xml entries: visible canonical pages in every locale, each with its hreflang alternates and, with the
 * published content, the time its content was last published. The pages are the router's: published content under
 * a key the router has no page for (a partner `acme`) is a 404 on the site, so it is not listed either.
 */
export function sitemapEntries(variant: SiteVariant, origin: string, contents: PublishedByLocale = {}): SitemapEntry[] {
  const routes = routesForVariant(variant);
  const base = origin.replace(/\/+$/, '');
  return sitemapPaths(routes).map((urlPath) => {
    const resolution = resolvePath(urlPath, variant);
    if (resolution.kind !== 'route') throw new Error(`sitemap path ${urlPath} does not resolve to a page`);
    const lastmod = contentLastmod(resolution.route, contents[resolution.locale]);
    return {
      loc: base + urlPath,
      alternates: hreflangAlternates(resolution.route, base),
      ...(lastmod ? { lastmod } : {}),
    };
  });
}

/** The live sitemap.xml the API serves: `sitemapEntries` with the published content, as XML. */
export function liveSitemap(variant: SiteVariant, origin: string, contents: PublishedByLocale): string {
  return sitemapXml(sitemapEntries(variant, origin, contents));
}
