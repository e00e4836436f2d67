/** The Content-Security-Policy of a site's pages: the API's own, plus the site's inline scripts. */

/** A CSP hash source: nothing else from a manifest may reach the policy. */
export const CSP_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The policy for a site's HTML answers: the API's own, with the site's inline script hashes added to `script-src`
 * (built once per policy and site, as both change only with a restart or a rebuild).
 */
const pagePolicies = new WeakMap<object, { base: string; policy: string }>();
export function pagePolicy(base: string, site: { scriptHashes: readonly string[] }): string {
  if (site.scriptHashes.length === 0) return base;
  const known = pagePolicies.get(site);
  if (known?.base === base) return known.policy;
  const hashes = site.scriptHashes.join(' ');
  const policy = /(^|;)\s*script-src\b/.test(base)
    ? base.replace(/((?:^|;)\s*script-src\b[^;]*)/, (directive) => `${directive} ${hashes}`)
    : base;
  pagePolicies.set(site, { base, policy });
  return policy;
}
