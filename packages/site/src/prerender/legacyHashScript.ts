/**
 * A classic script for `/` only (old links were all `/#/d520`): before anything paints, an old hash link replaces
 * itself with the real page's URL, so the browser loads that page's prerendered HTML instead of painting the home
 * page and swapping it for the guide on the client (a layout shift the visitor sees). It runs as a same-origin file
 * because the site's CSP allows no inline script. Same rule as `legacyHashTarget` (logic/legacyHash.ts), which the
 * test holds it to; written in ES5 so it never fails to parse.
 */
export const LEGACY_HASH_SCRIPT = `(function () {
  var body = location.hash.replace(/[\\t\\n\\r]/g, '').slice(1);
  if (!/^[\\/\\\\]/.test(body)) return;
  location.replace('/' + body.replace(/^[\\/\\\\]+/, ''));
})();
`;
