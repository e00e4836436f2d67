/** The site's HTML bodies as sent: compressed once and kept, with the validators that let a browser reuse them. */
import fs from 'node:fs';
import { compress, strongEtag, type Encoding } from './livePages.js';

/**
 * Prerendered pages compressed once per file version and kept in memory (277 pages are about 2 MB as brotli):
 * the HTML is written after Vite's build, so it has no precompressed copies of its own.
 */
export function compressedHtmlCache() {
  const cache = new Map<string, { mtimeMs: number; etag: string; bodies: Partial<Record<Encoding, Buffer>> }>();
  return {
    async read(file: string, encoding: Encoding): Promise<{ body: Buffer; etag: string }> {
      const { mtimeMs } = await fs.promises.stat(file);
      let entry = cache.get(file);
      if (!entry || entry.mtimeMs !== mtimeMs) {
        const identity = await fs.promises.readFile(file);
        entry = { mtimeMs, etag: strongEtag(identity), bodies: { identity } };
        cache.set(file, entry);
      }
      return { body: (entry.bodies[encoding] ??= await compress(entry.bodies.identity!, encoding)), etag: entry.etag };
    },
  };
}

/** Live pages compressed once per content version; the oldest dropped first beyond a few versions' worth. */
export function compressedLiveCache(maxEntries = 3000) {
  const cache = new Map<string, Buffer>();
  return {
    async read(key: string, html: string, encoding: Encoding): Promise<Buffer> {
      const full = `${encoding}|${key}`;
      let body = cache.get(full);
      if (!body) {
        body = await compress(Buffer.from(html), encoding);
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(full, body);
      }
      return body;
    },
  };
}

/** The tag sent for one encoding of a body: a strong validator names the bytes, so each encoding has its own. */
export const encodedEtag = (etag: string, encoding: Encoding) =>
  encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;

/** Whether `If-None-Match` names this body in any encoding (weak comparison, as the header is compared). */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = new Set((['identity', 'br', 'gzip'] as const).map((e) => encodedEtag(etag, e)));
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tags.has(tag);
  });
}
