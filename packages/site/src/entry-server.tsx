/*
 * Server entry of the build-time prerender. scripts/prerender.mjs builds this file with Vite's SSR build and
 * calls `renderPage` for every URL of `pagesToPrerender()`; nothing here runs in the browser.
 */
import type { Locale } from '@labelwise/ui';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { DEFAULT_SITE_ORIGIN, siteConfig } from './app/config';
import { pageMeta, pageMetaHtml, type PageMeta } from './app/pageMeta';
import { SiteRoutes } from './app/SiteRoutes';
import { SERVER_VIEWPORT_WIDTH } from './app/viewport';
import {
  ContentProvider,
  recordingContentStore,
  type ContentReads,
  type ContentStore,
  type EmbeddedContent,
  type PublishedContent,
} from './content/live';
import { loadCatalog } from './i18n/catalogs';
import { loadPartnerThemeBuilder } from './app/partnerTheme';
export { contentIsland, cutContent, type EmbeddedContent, type PublishedContent } from './content/live';
export { watchIntlErrors } from './i18n/intlErrors';
export { catalogPartsFor } from './i18n/pageAreas';
export { LEGACY_HASH_SCRIPT } from './prerender/legacyHashScript';
export { PHONE_REDIRECT_SCRIPT } from './prerender/phoneRedirectScript';
export { APP_LOADER_SCRIPT, deferAppScripts } from './prerender/appLoaderScript';
import { localePrefix } from './logic/locale';
import {
  mobileRedirectFor,
  pathRedirects,
  prerenderPaths,
  resolvePath,
  routesForVariant,
  siteVariantFor,
  REDIRECT_PREFIX,
  type PageKey,
  type SiteVariant,
} from './logic/routes';
import { pageFile, type PrerenderManifest, type SitemapEntry } from './prerender/document';
import { sitemapEntries as contentSitemapEntries } from './prerender/sitemap';
export { liveSitemap } from './prerender/sitemap';

export { checkPage, pageFile, renderDocument, robotsTxt, sitemapXml } from './prerender/document';
export { boldText, INLINE_SCRIPTS, pageDocument, pageText, preloadKey, type RenderKit } from './prerender/pageDocument';
export { liveText } from './prerender/liveText';

export function siteOrigin(): { origin: string; configured: boolean } {
  return siteConfig.siteOrigin
    ? { origin: siteConfig.siteOrigin, configured: true }
    : { origin: DEFAULT_SITE_ORIGIN, configured: false };
}

/** The variant this build serves: `VITE_SITE_VARIANT=cn` prerenders the Chinese-market list, otherwise global. */
export function buildVariant(): SiteVariant {
  return siteVariantFor({ host: null, buildVariant: siteConfig.buildVariant, cnHosts: null });
}

/** Every URL to prerender: the variant's prerendered routes in every locale they exist in. */
export function pagesToPrerender(variant: SiteVariant = buildVariant()): string[] {
  return prerenderPaths(routesForVariant(variant));
}

/** The locale a path's page is in (its 404 page's too), or null for redirects: which snapshot the API renders it with. */
export function pageLocale(urlPath: string, variant: SiteVariant = buildVariant()): Locale | null {
  const resolution = resolvePath(urlPath, variant);
  return resolution.kind === 'route' || resolution.kind === 'notFound' ? resolution.locale : null;
}

/**
 * Where a prerendered page sends small screens (its `/mobile` URL, `?from=` included), or null for the pages that
 * never do; the page's phone redirect script reads it (prerender/phoneRedirectScript.ts).
 */
export function phoneRedirectTargetFor(urlPath: string, variant: SiteVariant = buildVariant()): string | null {
  const resolution = resolvePath(urlPath, variant);
  if (resolution.kind !== 'route') return null;
  // Width 0: the target a phone gets; the script decides on the real width in the browser.
  return mobileRedirectFor(resolution.route, 0, resolution.locale);
}

/**
 * Node has no `navigator` before v21. Pages that read it during render (DownloadPage's OS suggestion) see a
 * neutral one: no suggestion, every platform listed. The client renders that page afresh (app/hydration.ts).
 */
function installServerGlobals(): void {
  if (typeof globalThis.navigator === 'undefined') {
    Object.defineProperty(globalThis, 'navigator', {
      value: { userAgent: '', language: '', languages: [], maxTouchPoints: 0 },
      configurable: true,
    });
  }
}

export interface RenderedPage {
  path: string;
  /** The app's markup (inside `#root`). */
  body: string;
  /** styled-components `<style>` tags. */
  styles: string;
  meta: PageMeta;
  /** `pageMetaHtml(meta)`. */
  head: string;
  variant: SiteVariant;
  locale: Locale;
  /** The page key, for the chunk preloads. */
  page: PageKey;
  /** The published content this page read, for its JSON island (`contentIsland`); null content: the defaults. */
  embedded: EmbeddedContent;
  /** What it read, to tell whether a later snapshot changes the page (`cutContent`); null without content. */
  contentReads: ContentReads | null;
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders one URL to static markup. `prerender` waits for every Suspense boundary (the locale's messages, the
 * page chunk), so the output is the finished page, never a loading state. The chart's rows and the driver
 * finder's brands are the seeded catalog (content/catalogSnapshot.ts); what else pages fetch in effects (a
 * brand's models, drivers, manuals) is not part of it.
 */
export async function renderPage(
  path: string,
  options: {
    variant?: SiteVariant;
    origin?: string;
    timeoutMs?: number;
    /** The locale's published content (content/live.tsx); absent or null: the compiled defaults. */
    content?: PublishedContent | null;
  } = {},
): Promise<RenderedPage> {
  installServerGlobals();
  const variant = options.variant ?? buildVariant();
  const origin = options.origin ?? siteOrigin().origin;
  const resolution = resolvePath(path, variant);
  if (resolution.kind !== 'route') throw new Error(`${path} is a ${resolution.kind}, not a page`);
  const { route, locale } = resolution;
  const catalog = await loadCatalog(locale, route.page === 'redirect' ? null : route.page);
  // The shell renders before the lazy page, so a partner's theme must be buildable before the first render.
  if (route.partner) await loadPartnerThemeBuilder();
  // A boundary written out of place comes with an inline script that moves it in; the CSP blocks such scripts
  // and hydration would fail. Should one appear (a boundary still pending when the shell was written), the page
  // is rendered again, now that everything it waited for has loaded.
  for (let attempt = 1; ; attempt++) {
    const content = options.content ?? null;
    const store = recordingContentStore({ locale, content });
    const { body, styles } = await renderOnce(path, variant, options.timeoutMs ?? 30_000, store);
    if (!/<template id="[^"]*"|<script/.test(body)) {
      const intl = createIntl({ locale, messages: catalog, onError: () => undefined });
      // Through the recording store: the head's published words count among what the page read.
      const read = store.get(locale);
      const meta = pageMeta(route, locale, intl, origin, read instanceof Promise ? null : read);
      const embedded = store.embedded();
      const contentReads = content === null ? null : store.reads();
      const page = route.page;
      return { path, body, styles, meta, head: pageMetaHtml(meta), variant, locale, page, embedded, contentReads };
    }
    if (attempt === 3) throw new Error(`${path} still suspends after ${attempt} renders`);
  }
}

async function renderOnce(
  path: string,
  variant: SiteVariant,
  timeoutMs: number,
  store: ContentStore,
): Promise<{ body: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <StaticRouter location={path}>
        <ContentProvider store={store}>
          <SiteRoutes variant={variant} viewportWidth={SERVER_VIEWPORT_WIDTH} config={siteConfig} />
        </ContentProvider>
      </StaticRouter>,
    );
    // An error inside a Suspense boundary would leave its fallback in the markup; such a page fails instead.
    const errors: unknown[] = [];
    const { prelude } = await prerender(app, {
      signal: AbortSignal.timeout(timeoutMs),
      // React outlines large Suspense boundaries (content at the end, moved in by an inline script) for
      // progressive streaming; a static page wants everything in place, and the CSP blocks inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        errors.push(error);
      },
    });
    const body = await streamText(prelude);
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    return { body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** sitemap.xml entries of the build: every page as compiled (the API serves a live one, prerender/sitemap.ts). */
export function sitemapEntries(variant: SiteVariant = buildVariant(), origin = siteOrigin().origin): SitemapEntry[] {
  return contentSitemapEntries(variant, origin);
}

/** The manifest the API's static handler reads (see `PrerenderManifest`). */
export function prerenderManifest(
  pagePaths: readonly string[],
  variant: SiteVariant = buildVariant(),
  shell = '_shell.html',
): PrerenderManifest {
  const prefixes = Object.values(localePrefix);
  const pages = Object.fromEntries(pagePaths.map((p) => [p, pageFile(p)]));
  const redirects: PrerenderManifest['redirects'] = {};
  // Aliases (/index) and pages that do not exist in a locale (/de/privacy → /privacy), in every locale.
  const candidates = [
    ...Object.keys(pathRedirects),
    ...routesForVariant(variant).map((r) => r.path),
    ...(variant === 'cn' ? ['/', '/index', '/drivers'] : []),
  ];
  for (const prefix of prefixes) {
    for (const bare of candidates) {
      const from = prefix === '' ? bare : bare === '/' ? prefix : prefix + bare;
      if (pages[from]) continue;
      const resolution = resolvePath(from, variant);
      if (resolution.kind === 'redirect')
        redirects[from] = { to: resolution.to, status: resolution.permanent ? 301 : 302 };
    }
  }
  const notFound = Object.fromEntries(
    prefixes
      .filter((p) => pages[p === '' ? '/404' : `${p}/404`])
      .map((p) => [p, pageFile(p === '' ? '/404' : `${p}/404`)]),
  );
  return {
    version: 1,
    pages,
    redirects,
    localePrefixes: prefixes.filter((p) => p !== ''),
    spaPrefixes: prefixes.map((p) => p + REDIRECT_PREFIX),
    shell,
    notFound,
  };
}
