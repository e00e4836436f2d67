/**
 * A classic script for the home page of every locale (old links were all `/#/d520`, and `/zh-cn/#/d520` is one
 * too): before anything paints, an old hash link replaces itself with the real page's URL in the home's own
 * locale (`/#/d520` → `/d520`, `/zh-cn/#/d520` → `/zh-cn/d520`), so the browser loads that page's prerendered
 * HTML instead of painting the home page and swapping it for the guide on the client (a layout shift the visitor
 * sees). It is inline, as the first paint should wait for no request (the CSP names its hash). On `/` it follows the same
 * rule as `legacyHashTarget` (logic/legacyHash.ts), which the test holds it to; written in ES5 so it never fails
 * to parse, and small, as it is part of the first load of `/`.
 */
export const LEGACY_HASH_SCRIPT =
  "(function(){var b=location.hash.replace(/[\\t\\n\\r]/g,'').slice(1);" +
  "/^[\\/\\\\]/.test(b)&&location.replace(location.pathname.replace(/\\/*$/,'/')+b.replace(/^[\\/\\\\]+/,''))})();\n";

/** The script's tag for the home page's `<head>`. */
export const legacyHashTag = () => `<script>${LEGACY_HASH_SCRIPT}</script>`;
