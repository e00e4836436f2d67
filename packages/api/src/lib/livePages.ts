/*
 * Public pages rendered on request with the published content (design: every HTML route of the site goes through
 * here whenever the build left its SSR bundle; the prerendered files are the fallback).
 *
 * Why on request rather than regenerating files at publish: a publish touches one item but many pages (a video is
 * on its guides and the Guides page, a notice on every page in six locales), and knowing which would mean a
 * dependency map the pages do not have. Rendering on request behind a cache keyed by path + content version needs
 * none: a publish bumps the version (lib/contentStore.ts), as does a write to catalog rows a page shows (routes marked
 * `changesPages`), every process sees the new version at its next request
 * (the version is kept in the response cache, which every admin write and the cache bus clear), and each page is
 * rendered again once, the first time it is asked for. Measured by packages/site/scripts/measure-live.mjs.
 *
 * The site's build keeps its SSR bundle and render kit in `<site>/server/` (packages/site/scripts/prerender.mjs);
 * the page document is assembled by the site's own `pageDocument`, so a live page has the prerendered page's
 * structure (meta, canonical, hreflang, inline styles, the deferred app loader), plus, as a JSON island the browser's
 * first render reads, the part of the locale's snapshot the page showed (packages/site/src/content/live.tsx): a
 * page's weight does not grow with the guides it does not show.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_LOCALES, type ContentLocale, type PublishedContent } from '@labelwise/contract';
import type { Ctx } from '../context.js';
import { contentVersion, loadPublishedContent } from './contentStore.js';

/** The few exports of the site's SSR bundle (packages/site/src/entry-server.tsx) this renderer calls. */
interface SiteServerBundle {
  renderPage(
    urlPath: string,
    options: { variant: string; origin: string; content: PublishedContent | null },
  ): Promise<{
    locale: string;
    /** What the page read of the content (absent from bundles that embed the locale's whole snapshot). */
    embedded?: EmbeddedContent;
    contentReads?: ContentReads | null;
  }>;
  /** The part of a snapshot a page with these reads shows (absent from older bundles: no reuse across versions). */
  cutContent?(content: PublishedContent, reads: ContentReads): PublishedContent;
  pageDocument(kit: RenderKit, page: unknown, tail?: string): string;
  contentIsland(embedded: EmbeddedContent): string;
  pageLocale(urlPath: string, variant: string): string | null;
  /** Absent from bundles built before the live sitemap: the build's sitemap.xml is served then. */
  liveSitemap?(variant: string, origin: string, contents: Partial<Record<string, PublishedContent | null>>): string;
}

/** What a page read of its locale's snapshot (the site's `ContentReads`). */
type ContentReads = Record<string, Record<string, string[] | 'all'>>;

/** A rendered page as kept: in memory, and as a file that outlives the process (`LivePages` cacheDir). */
interface PageEntry {
  path: string;
  html: string;
  etag: string;
  /** The content version it was last known current for. */
  version: number;
  /** What it read, and a hash of that part of the snapshot it was rendered with; null: no reuse across versions. */
  reads: ContentReads | null;
  fingerprint: string | null;
}

/** A page's JSON island: its locale, and the content it shows (`path`: cut to that page). */
interface EmbeddedContent {
  locale: string;
  content: PublishedContent | null;
  path?: string;
}

interface RenderKit {
  version: 1;
  variant: string;
  origin: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A content encoding of the site's HTML and XML answers. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** A body compressed once and kept: brotli at quality 9 or gzip at level 9 (slow to make, small to send). */
export async function compress(plain: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return plain;
  if (encoding === 'gzip') return gzip(plain, { level: 9 });
  return brotli(plain, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
}

/** A strong validator of a body: the same bytes, the same tag, on every process. */
export const strongEtag = (body: string | Buffer) =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Where the site's build leaves its server bundle, relative to the site's root (never served: staticSites.ts). */
export const SITE_SERVER_DIR = 'server';

/** The live sitemap.xml: its XML and the ETag it is cached under (lib/cache.ts). */
export interface LiveSitemap {
  xml: string;
  etag: string;
}

export interface LivePage {
  html: string;
  /** Strong validator of `html` (strongEtag), made once per rendered page. */
  etag: string;
  version: number;
  /** Milliseconds spent rendering; 0 when it came from the cache. */
  renderMs: number;
}

const isContentLocale = (l: string | null): l is ContentLocale =>
  l !== null && (CONTENT_LOCALES as readonly string[]).includes(l);

/**
 * The renderer of one site root. `page()` answers null when the site has no server bundle (an older build, a copy
 * without it): the caller serves the prerendered file.
 */
export class LivePages {
  private loading: Promise<Loaded | null> | null = null;
  private readonly cache = new Map<string, PageEntry>();
  private readonly inflight = new Map<string, Promise<PageEntry>>();
  private builtSitemap: { version: number; sitemap: LiveSitemap } | null = null;
  /** Pages kept per version: the site has about 280; a crawler asking for unknown paths gets 404s, not entries. */
  private readonly maxEntries = 1000;

  /**
   * `cacheDir`: where rendered pages are kept as files, so a restarted process (or another on this machine) does not
   * render them again; null keeps them in memory only.
   */
  constructor(
    private readonly ctx: Ctx,
    private readonly root: string,
    private readonly log: FastifyBaseLogger,
    private readonly cacheDir: string | null = null,
  ) {}

  /** The server bundle and kit, loaded once; null (logged once) when the build has none or it does not load. */
  private load() {
    this.loading ??= (async () => {
      const dir = path.join(this.root, SITE_SERVER_DIR);
      const entry = path.join(dir, 'entry-server.js');
      if (!fs.existsSync(entry)) return null;
      try {
        const kitText = await fs.promises.readFile(path.join(dir, 'render-kit.json'), 'utf8');
        const kit = JSON.parse(kitText) as RenderKit;
        if (kit.version !== 1) throw new Error(`unsupported render kit version ${String(kit.version)}`);
        const bundle = (await import(pathToFileURL(entry).href)) as SiteServerBundle;
        // Pages kept as files are this build's only: another bundle or kit renders other markup.
        const build = crypto
          .createHash('sha256')
          .update(await fs.promises.readFile(entry))
          .update(kitText);
        const loaded = { bundle, kit, build: build.digest('base64url').slice(0, 22) };
        void this.dropOldBuilds(loaded.build);
        return loaded;
      } catch (err) {
        this.log.error({ err, dir }, 'live pages: the site server bundle does not load; serving prerendered pages');
        return null;
      }
    })();
    return this.loading;
  }

  private async render(
    loaded: Loaded,
    urlPath: string,
    locale: ContentLocale,
    draft: boolean,
    draftKinds?: readonly string[],
  ): Promise<{ html: string; reads: ContentReads | null; fingerprint: string | null }> {
    const { bundle, kit } = loaded;
    const content = await loadPublishedContent(this.ctx, locale, { draft, draftKinds });
    const rendered = await bundle.renderPage(urlPath, { variant: kit.variant, origin: kit.origin, content });
    const html = bundle.pageDocument(kit, rendered, bundle.contentIsland(rendered.embedded ?? { locale, content }));
    const reads = rendered.contentReads ?? null;
    return { html, reads, fingerprint: content && reads ? fingerprint(loaded, content, reads) : null };
  }

  /** The file a page is kept in: in its build's folder, named by the path, so no two builds or pages share one. */
  private fileOf(loaded: Loaded, urlPath: string): string | null {
    if (!this.cacheDir) return null;
    const name = crypto.createHash('sha256').update(urlPath).digest('base64url').slice(0, 32);
    return path.join(this.cacheDir, loaded.build, `${name}.json`);
  }

  private async readKept(loaded: Loaded, urlPath: string): Promise<PageEntry | null> {
    const file = this.fileOf(loaded, urlPath);
    if (!file) return null;
    try {
      const entry = JSON.parse(await fs.promises.readFile(file, 'utf8')) as PageEntry;
      // Another database may share the folder: a kept page is trusted for its content hash only, never its version.
      return entry.path === urlPath && entry.fingerprint ? { ...entry, version: -1 } : null;
    } catch {
      return null;
    }
  }

  /** Written beside and renamed over, so a process reading it never sees half a page. */
  private keep(loaded: Loaded, entry: PageEntry): void {
    const file = this.fileOf(loaded, entry.path);
    if (!file || !entry.fingerprint) return;
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    void fs.promises
      .mkdir(path.dirname(file), { recursive: true })
      .then(() => fs.promises.writeFile(temp, JSON.stringify(entry)))
      .then(() => fs.promises.rename(temp, file))
      .catch((err: unknown) => this.log.warn({ err, file }, 'live pages: a rendered page was not kept on disk'));
  }

  /** Other builds' kept pages, once nothing has written to them for a week (another process may still use them). */
  private async dropOldBuilds(current: string): Promise<void> {
    if (!this.cacheDir) return;
    const weekAgo = Date.now() - 7 * 24 * 3600_000;
    const builds = await fs.promises.readdir(this.cacheDir).catch(() => [] as string[]);
    for (const build of builds) {
      if (build === current) continue;
      const dir = path.join(this.cacheDir, build);
      const { mtimeMs } = await fs.promises.stat(dir).catch(() => ({ mtimeMs: Date.now() }));
      if (mtimeMs < weekAgo) await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** A kept page still current at `version`: the content it read is unchanged since it was rendered. */
  private async stillCurrent(loaded: Loaded, entry: PageEntry, locale: ContentLocale, version: number) {
    if (entry.version === version) return true;
    if (!entry.reads || !entry.fingerprint) return false;
    const content = await loadPublishedContent(this.ctx, locale);
    return content !== null && fingerprint(loaded, content, entry.reads) === entry.fingerprint;
  }

  /**
   * sitemap.xml with the published content of every locale (`<lastmod>` of the pages it changed), or null when the
   * site's bundle has no live sitemap (the caller serves the build's file). Built once per content version: only a
   * publish changes what it lists, so cache expiry and other admin writes do not rebuild it.
   */
  async sitemap(): Promise<LiveSitemap | null> {
    const loaded = await this.load();
    const liveSitemap = loaded?.bundle.liveSitemap;
    if (!loaded || !liveSitemap) return null;
    const version = await contentVersion(this.ctx);
    if (this.builtSitemap?.version === version) return this.builtSitemap.sitemap;
    const { kit } = loaded;
    const contents = Object.fromEntries(
      await Promise.all(CONTENT_LOCALES.map(async (l) => [l, await loadPublishedContent(this.ctx, l)] as const)),
    );
    const xml = liveSitemap(kit.variant, kit.origin, contents);
    const sitemap = { xml, etag: strongEtag(xml) };
    this.builtSitemap = { version, sitemap };
    return sitemap;
  }

  /** Whether this site can render live (its build kept the server bundle and it loads). */
  async available(): Promise<boolean> {
    return (await this.load()) !== null;
  }

  /**
   * The page at `urlPath` with the published content of its locale (or, with `draft`, each item's draft over its
   * published version; never cached). Null: no server bundle, or the path is not a page (a redirect).
   */
  async page(
    urlPath: string,
    options: { draft?: boolean; draftKinds?: readonly string[] } = {},
  ): Promise<LivePage | null> {
    const loaded = await this.load();
    if (!loaded) return null;
    const { bundle, kit } = loaded;
    const locale = bundle.pageLocale(urlPath, kit.variant);
    if (!isContentLocale(locale)) return null;
    const draft = options.draft === true;
    const version = await contentVersion(this.ctx);
    const started = performance.now();
    if (draft) {
      const { html } = await this.render(loaded, urlPath, locale, true, options.draftKinds);
      return { html, etag: strongEtag(html), version, renderMs: performance.now() - started };
    }
    // A page rendered for an earlier version (or by an earlier process) is served again when what it read of the
    // content is unchanged: a publish renders the pages it changed, a restart none.
    const kept = this.cache.get(urlPath) ?? (await this.readKept(loaded, urlPath));
    if (kept && (await this.stillCurrent(loaded, kept, locale, version))) {
      this.remember({ ...kept, version });
      return { html: kept.html, etag: kept.etag, version, renderMs: 0 };
    }
    // Visitors asking for the same page right after a publish share one render.
    const key = `${version}|${urlPath}`;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.render(loaded, urlPath, locale, false)
        .then(({ html, reads, fingerprint }) => {
          const entry: PageEntry = { path: urlPath, html, etag: strongEtag(html), version, reads, fingerprint };
          this.keep(loaded, entry);
          return entry;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const entry = await pending;
    this.remember(entry);
    return { html: entry.html, etag: entry.etag, version, renderMs: performance.now() - started };
  }

  private remember(entry: PageEntry): void {
    this.cache.delete(entry.path);
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(entry.path, entry);
  }
}

/** The site's server bundle and kit as loaded, and a name of that build. */
interface Loaded {
  bundle: SiteServerBundle;
  kit: RenderKit;
  build: string;
}

/** A hash of what a page shows of a snapshot, whatever the snapshot's version. */
function fingerprint(loaded: Loaded, content: PublishedContent, reads: ContentReads): string | null {
  const cut = loaded.bundle.cutContent?.(content, reads);
  return cut ? strongEtag(JSON.stringify({ ...cut, version: 0 })) : null;
}
