import { escapeHtml } from '../app/pageMeta';
import { FULL_SITE_KEY, MOBILE_BREAKPOINT } from '../logic/routes';

/** What the phone redirect looks at on the first load of a page that sends small screens to /mobile. */
export interface PhoneRedirectInput {
  /** Where this page sends small screens (`mobileRedirectFor`, written into the page at build time), or null. */
  readonly target: string | null;
  readonly viewportWidth: number;
  /** The visitor chose "Continue to the full website" earlier in this visit. */
  readonly continued: boolean;
  /** `location.hash`: an old hash link (`#/d520`) is the legacy hash script's to resolve, not this one's. */
  readonly hash: string;
}

/**
 * Where the first load should go before anything paints, or null to stay. The same rule as the client's
 * (`mobileRedirectFor` with `readFullSiteChoice`), which stays as the fallback; `PHONE_REDIRECT_SCRIPT` is held to
 * this function by its test. Only a root-relative target is followed, so a tampered page cannot send anyone off-site.
 */
export function phoneRedirectTarget({ target, viewportWidth, continued, hash }: PhoneRedirectInput): string | null {
  if (!target || !/^\/(?![/\\])/.test(target)) return null;
  if (viewportWidth >= MOBILE_BREAKPOINT || continued) return null;
  if (/^[/\\]/.test(hash.replace(/[\t\n\r]/g, '').slice(1))) return null;
  return target;
}

/** The attribute of the script tag that carries the page's /mobile target. */
export const PHONE_REDIRECT_TARGET_ATTR = 'data-mobile';

/**
 * A classic, render-blocking script for the pages that send small screens to /mobile (Index and Guides, every
 * locale). Without it a phone downloads, paints and hydrates the full page before the client moves to /mobile: a
 * visible flash and a late LCP. It runs as a same-origin file because the site's CSP allows no inline script, so
 * the target comes from its tag's attribute, and one cached file serves every page. `location.replace` does not
 * stop the parser, so the page is hidden until the browser leaves it: nothing of it can paint. Written in ES5 so it
 * never fails to parse.
 */
export const PHONE_REDIRECT_SCRIPT = `(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute(${JSON.stringify(PHONE_REDIRECT_TARGET_ATTR)});
  if (!target || !/^\\/(?![\\/\\\\])/.test(target)) return;
  if (window.innerWidth >= ${MOBILE_BREAKPOINT}) return;
  if (/^[\\/\\\\]/.test(location.hash.replace(/[\\t\\n\\r]/g, '').slice(1))) return;
  try {
    if (window.sessionStorage.getItem(${JSON.stringify(FULL_SITE_KEY)}) === '1') return;
  } catch (e) {}
  document.documentElement.style.visibility = 'hidden';
  location.replace(target);
})();
`;

/** The tag for a page's `<head>`: `src` is the script's content-hashed file, `target` the page's /mobile URL. */
export function phoneRedirectTag(src: string, target: string): string {
  return `<script src="${escapeHtml(src)}" ${PHONE_REDIRECT_TARGET_ATTR}="${escapeHtml(target)}"></script>`;
}
