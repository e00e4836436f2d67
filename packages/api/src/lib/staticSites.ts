import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressedHtmlCache, compressedLiveCache, encodedEtag, notModified } from './htmlBodies.js';
import { SITE_SERVER_DIR, type Encoding, type LivePages, type LiveSitemap } from './livePages.js';
import { pagePolicy } from './pagePolicy.js';
import {
  answerPrerendered,
  PRERENDER_MANIFEST,
  readPrerenderManifest,
  type PrerenderedSite,
  type SiteAnswer,
} from './prerenderManifest.js';

export interface StaticSite {
  /** URL prefix, e.g. '/' for the public site or '/admin' for the admin. */
  prefix: string;
  /** Directory with the built files. */
  root: string;
  /** File (relative to root) sent for unknown non-API GET paths under the prefix, e.g. 'index.html'. */
  spaFallback?: string;
}

const SERVER_DIR_PATH = new RegExp(`^/?${SITE_SERVER_DIR}(/|$)`);

/** `/assets/name-<hash>.js` and the like (Vite's build), `/fonts/name-<hash>.woff2` (the site's fonts.mjs). */
const HASHED_ASSET = /[\\/](assets|fonts)[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

/** The best encoding the client accepts (brotli, then gzip); q=0 refuses one. */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** How long a read of the manifest is trusted before its file is looked at again. */
const MANIFEST_RECHECK_MS = 500;

/**
 * The site's files as URL paths (`/assets/app.js`), the live renderer's folder left out: a path not in it is answered
 * without asking the disk, so a 404 costs no file-system calls.
 */
function siteFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const url = `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    if (!SERVER_DIR_PATH.test(url)) files.add(url);
  }
  return files;
}

/**
 * Reads `prerender-manifest.json` when present, again when it changes (a rebuild while the API runs): its time is
 * looked at no more than every half second, so a page costs no file-system call.
 */
function manifestLoader(root: string, log: FastifyInstance['log']) {
  const file = path.join(root, PRERENDER_MANIFEST);
  let cached: { mtimeMs: number; site: LoadedSite | null } | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<LoadedSite | null> | null = null;
  const load = async (): Promise<LoadedSite | null> => {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.promises.stat(file)).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      try {
        const site = readPrerenderManifest(JSON.parse(await fs.promises.readFile(file, 'utf8')), root);
        cached = { mtimeMs, site: { site, files: siteFiles(root) } };
      } catch (err) {
        log.error({ err, file }, 'ignoring an unreadable prerender manifest');
        cached = { mtimeMs, site: null };
      }
    }
    return cached.site;
  };
  return (): Promise<LoadedSite | null> | LoadedSite | null => {
    const now = performance.now();
    if (now - checkedAt < MANIFEST_RECHECK_MS) return pending ?? cached?.site ?? null;
    checkedAt = now;
    pending = load().finally(() => {
      pending = null;
    });
    return pending;
  };
}

interface LoadedSite {
  site: PrerenderedSite;
  /** Every file of the site as its URL path (`siteFiles`). */
  files: Set<string>;
}

function decodePath(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Sends a page of a prerendered site: rendered live with the published content when the site has a renderer
 * (lib/livePages.ts), else (or when that render fails, logged) the prerendered file.
 */
function htmlSender() {
  const htmlCache = compressedHtmlCache();
  const liveBodies = compressedLiveCache();
  const sendBody = (
    request: FastifyRequest,
    reply: FastifyReply,
    sent: { body: Buffer; etag: string },
    encoding: Encoding,
    status: number,
    site: PrerenderedSite | undefined,
  ) => {
    const csp = reply.getHeader('content-security-policy');
    if (site && typeof csp === 'string') reply.header('content-security-policy', pagePolicy(csp, site));
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // A page answers 304 to the copy a browser already has; a 404 is never "not modified", and an answer to a
    // signed-in request is not kept at all (securityHeaders.ts makes it no-store), so it gets no validator.
    if (status === 200 && !request.auth) {
      reply.header('etag', encodedEtag(sent.etag, encoding));
      if (notModified(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(sent.body);
  };
  const sendHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status: number,
    live?: { renderer: LivePages | null; site: PrerenderedSite },
  ) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // A 404 is rendered live too, so the not-found page carries the current notices at first paint.
    const livePath = live?.renderer ? live.site.pathOfFile.get(file) : undefined;
    if (live?.renderer && livePath) {
      try {
        const page = await live.renderer.page(livePath);
        if (page) {
          reply.header('x-live-version', String(page.version));
          // Keyed by the bytes' tag: a page a publish did not change keeps its compressed copies.
          const body = await liveBodies.read(page.etag, page.html, encoding);
          return sendBody(request, reply, { body, etag: page.etag }, encoding, status, live.site);
        }
      } catch (err) {
        request.log.error({ err, path: livePath }, 'live page render failed; serving the prerendered page');
      }
    }
    return sendBody(request, reply, await htmlCache.read(file, encoding), encoding, status, live?.site);
  };
  return sendHtml;
}

/** Whether the request reached no route of the app but fastify-static's wildcard (or none at all). */
const onlyStaticFiles = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route === undefined || route.endsWith('*');
};

/** The sitemap the site's build writes, served live with the published content when the site can render live. */
const SITEMAP_PATH = '/sitemap.xml';

/**
 * Sends the live sitemap (lib/livePages.ts `sitemap()`) with its ETag (304 when the client has it), compressed
 * once per version; null when the site has no live sitemap or it fails (logged): the build's file is served then.
 */
function sitemapSender() {
  const bodies = compressedLiveCache(12);
  return async (request: FastifyRequest, reply: FastifyReply, renderer: LivePages): Promise<FastifyReply | null> => {
    let sitemap: LiveSitemap | null;
    try {
      sitemap = await renderer.sitemap();
    } catch (err) {
      request.log.error({ err }, 'live sitemap failed; serving the built sitemap.xml');
      return null;
    }
    if (!sitemap) return null;
    reply
      .header('etag', sitemap.etag)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === sitemap.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const body = await bodies.read(sitemap.etag, sitemap.xml, encoding);
    return reply.code(200).type('application/xml; charset=utf-8').send(body);
  };
}

/**
 * Static sites (public site at '/', admin at '/admin', ...), longest prefix first, plus the not-found handler:
 * - a site built with the prerender (it has `prerender-manifest.json`) is routed by `answerPrerendered`, so
 *   crawlers and first paint get each page's own HTML and unknown paths a real 404;
 * - other sites keep the SPA fallback (`spaFallback` for every unknown GET under the prefix);
 * - everything else, API paths included, gets the JSON 404.
 */
export async function registerStaticSites(
  app: FastifyInstance,
  staticSites: readonly StaticSite[],
  options: {
    apiPrefix: string;
    notFoundBody: unknown;
    /** Renders a prerendered site's pages on request with the published content (lib/livePages.ts). */
    live?: (root: string) => LivePages;
  },
): Promise<void> {
  const sites = [...staticSites]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map((site) => {
      const root = path.resolve(site.root);
      return {
        ...site,
        root,
        base: site.prefix.endsWith('/') ? site.prefix : `${site.prefix}/`,
        prerendered: manifestLoader(root, app.log),
        live: options.live?.(root) ?? null,
      };
    });
  sites.forEach((site, i) => {
    void app.register(fastifyStatic, {
      root: site.root,
      prefix: site.base,
      decorateReply: i === 0,
      wildcard: true,
      index: ['index.html'],
      redirect: site.base !== '/',
      cacheControl: true,
      maxAge: 0,
      // The site and admin builds write .br/.gz beside their text assets (scripts/build/vite-precompress.ts).
      preCompressed: true,
      // The site's server bundle (and the node_modules link beside it) is for the live renderer, never for browsers.
      allowedPath: (pathName: string) => !SERVER_DIR_PATH.test(pathName),
      setHeaders: (reply: FastifyReply, file: string) => {
        // Vite's content-hashed chunks never change under the same name; everything else revalidates.
        if (HASHED_ASSET.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });

  const sendHtml = htmlSender();
  const sendLiveSitemap = sitemapSender();

  /** The prerendered site's answer for a GET/HEAD request, or null (no such site, API path, no manifest). */
  const prerenderedAnswer = async (
    request: FastifyRequest,
  ): Promise<{
    answer: SiteAnswer;
    mount: string;
    /** The path inside the site (decoded, without its mount), null when it does not decode. */
    path: string | null;
    query: string;
    site: PrerenderedSite;
    /** The request names a file of the site (or a folder holding an index.html): fastify-static may answer it. */
    isFile: boolean;
    renderer: LivePages | null;
  } | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const cut = request.url.indexOf('?');
    const rawPath = cut === -1 ? request.url : request.url.slice(0, cut);
    const query = cut === -1 ? '' : request.url.slice(cut);
    if (rawPath.startsWith(options.apiPrefix)) return null;
    const entry = sites.find((s) => rawPath.startsWith(s.base) || rawPath === s.base.replace(/\/$/, ''));
    const loaded = entry ? await entry.prerendered() : null;
    if (!entry || !loaded) return null;
    const { site, files } = loaded;
    const mount = entry.base.replace(/\/$/, '');
    const decoded = decodePath(rawPath);
    const inSite = decoded === null ? null : decoded.slice(mount.length) || '/';
    const answer: SiteAnswer = inSite === null ? { kind: 'none' } : answerPrerendered(site, inSite);
    const isFile =
      inSite === null ||
      files.has(inSite) ||
      files.has(`${inSite.replace(/\/$/, '')}/index.html`) ||
      files.has(`${inSite}index.html`);
    return { answer, mount, path: inSite, query, site, isFile, renderer: entry.live };
  };

  // Pages and redirects of a prerendered site are answered before routing (fastify-static would otherwise
  // answer `/de/printers/` itself); so is a 404 for a path that is no file of the site and that no route of the
  // app (`/healthz`, `/resources/dataConfig.json`) answers, while a path naming a file waits until fastify-static
  // had its chance.
  app.addHook('onRequest', async (request, reply) => {
    const found = await prerenderedAnswer(request);
    if (!found) return;
    const { answer, mount, query } = found;
    if (found.renderer && found.path === SITEMAP_PATH) {
      const sent = await sendLiveSitemap(request, reply, found.renderer);
      if (sent) return sent;
    }
    if (answer.kind === 'redirect') return reply.redirect(mount + answer.location + query, answer.status);
    if (answer.kind === 'page' && (answer.status === 200 || (!found.isFile && onlyStaticFiles(request))))
      return sendHtml(request, reply, answer.file, answer.status, found);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await prerenderedAnswer(request);
    if (found) {
      if (found.answer.kind === 'page') return sendHtml(request, reply, found.answer.file, found.answer.status, found);
      const fallback = found.site.notFound.get('');
      if (fallback) return sendHtml(request, reply, fallback, 404, found);
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      const url = request.url.split('?')[0] ?? '/';
      const site = url.startsWith(options.apiPrefix)
        ? undefined
        : sites.find((s) => s.spaFallback && (url.startsWith(s.base) || url === s.base.replace(/\/$/, '')));
      if (site?.spaFallback) return reply.sendFile(site.spaFallback, site.root);
    }
    return reply.code(404).send(options.notFoundBody);
  });
}
