import crypto from 'node:crypto';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/**
 * Small in-process response cache for public GET endpoints.
 * Entries live `ttlMs` (so other processes' admin writes show up within that time)
 * and the whole cache is cleared on any admin write in this process.
 */
export class ResponseCache {
  private readonly map = new Map<string, Entry>();
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 2000,
  ) {}

  get(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  set(key: string, body: string): Entry {
    if (this.map.size >= this.maxEntries) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const e = { body, etag, expires: Date.now() + this.ttlMs };
    if (this.ttlMs > 0) this.map.set(key, e);
    return e;
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
