/**
 * The old site used hash routing (`#/d520`). Returns the real path an old link should land on, or null
 * when the hash is an ordinary in-page anchor. Leading slashes and backslashes collapse to one `/`, so
 * `#//evil.example` can never become a protocol-relative, off-site URL.
 */
export function legacyHashTarget(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const raw = hash.replace(/[\t\n\r]/g, '');
  const body = raw.startsWith('#') ? raw.slice(1) : raw;
  if (!/^[/\\]/.test(body)) return null;
  return safeInternalPath(body);
}

/**
 * A root-relative path that stays on this site: tabs and newlines removed (URL parsers drop them, so
 * `/\t/evil.example` would become `//evil.example`), and leading slashes or backslashes collapsed to one `/`.
 */
export function safeInternalPath(path: string): string {
  return `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;
}

/** A `#anchor` of a page (`#faq`), not an old hash route (`#/d520`) nor an empty `#`. */
export function pageAnchor(hash: string): string {
  return /^#[^/\\]/.test(hash) ? hash : '';
}
