import { escapeHtml } from '../app/pageMeta';
import { pageAnchor, safeInternalPath } from '../logic/legacyHash';
import {
  FULL_SITE_KEY,
  FULL_SITE_PARAM,
  hasFullSiteMarker,
  PHONE_BREAKPOINT,
  withFullSiteMarker,
} from '../logic/routes';

/** What the phone redirect looks at on the first load of a page that sends small screens to /mobile. */
export interface PhoneRedirectInput {
  /** Where this page sends small screens (`mobileRedirectFor`, written into the page at build time), or null. */
  readonly target: string | null;
  readonly viewportWidth: number;
  /** The visitor chose "Continue to the full website" earlier in this visit. */
  readonly continued: boolean;
  /** `location.hash`: an old hash link (`#/d520`) is the legacy hash script's to resolve, not this one's. */
  readonly hash: string;
  /** `location.search`: `?full=1` is "Continue to the full website" followed before /mobile's app ran. */
  readonly search?: string;
  /** `location.pathname`: with an anchor, the place asked for is this page's path and the anchor. */
  readonly pathname?: string;
}

/**
 * Where the first load should go before anything paints, or null to stay. The same rule as the client's
 * (`mobileRedirectFor` with `readFullSiteChoice`), which stays as the fallback; `PHONE_REDIRECT_SCRIPT` is held to
 * this function by its test. Only a root-relative target is followed, so a tampered page cannot send anyone off-site.
 */
export function phoneRedirectTarget({
  target,
  viewportWidth,
  continued,
  hash,
  search = '',
  pathname = '/',
}: PhoneRedirectInput): string | null {
  if (!target || !/^\/(?![/\\])/.test(target)) return null;
  if (viewportWidth >= PHONE_BREAKPOINT || continued || hasFullSiteMarker(search)) return null;
  if (/^[/\\]/.test(hash.replace(/[\t\n\r]/g, '').slice(1))) return null;
  const anchor = pageAnchor(hash);
  if (!anchor) return target;
  const query = target.indexOf('?');
  return `${query < 0 ? target : target.slice(0, query)}?from=${encodeURIComponent(pathname + anchor)}${anchor}`;
}

/**
 * Where /mobile's "Continue to the full website" leads before the app has run: the page asked for (`?from=`, kept on
 * this site as `safeInternalPath` does), with the full-site marker, or null to keep the prerendered link (the
 * locale's home). /mobile itself is refused, so the link never loops. Once hydrated, `fullSiteTarget` decides
 * (it also sends a page that does not exist home; before that such a link shows the in-site 404).
 */
export function continueHref(search: string): string | null {
  const raw = new URLSearchParams(search).get('from');
  if (!raw) return null;
  const from = safeInternalPath(raw);
  if (/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/mobile(?:[/?#]|$)/i.test(from)) return null;
  return withFullSiteMarker(from);
}

/** The attribute of the script tag on /mobile that makes it honour the continue link instead of redirecting. */
export const CONTINUE_ATTR = 'data-continue';

/** The attribute of the script tag that carries the page's /mobile target. */
export const PHONE_REDIRECT_TARGET_ATTR = 'data-mobile';

/**
 * A classic, render-blocking script for the pages that send small screens to /mobile (Index and Guides, every
 * locale). Without it a phone downloads, paints and hydrates the full page before the client moves to /mobile: a
 * visible flash and a late LCP. It is inline (a file would cost a round trip before the first paint) and the same
 * text on every page, the target in its tag's attribute, so the CSP allows it by one hash. `location.replace` does not
 * stop the parser, so the page is hidden until the browser leaves it: nothing of it can paint. A URL with the
 * full-site marker (`?full=1`, the continue link's) stays and records the choice for the visit. On /mobile
 * (`continueTag`) the same file points the continue link at the page asked for instead. Written in ES5 so it never
 * fails to parse.
 */
export const PHONE_REDIRECT_SCRIPT = `(function () {
  var key = ${JSON.stringify(FULL_SITE_KEY)};
  var marker = /(?:^\\?|&)${FULL_SITE_PARAM}=1(?:&|$)/;
  function remember() {
    try {
      window.sessionStorage.setItem(key, '1');
    } catch (e) {}
  }
  function continueHref() {
    var m = /(?:^\\?|&)from=([^&#]*)/.exec(location.search);
    if (!m || !m[1]) return null;
    var from;
    try {
      from = decodeURIComponent(m[1].replace(/\\+/g, ' '));
    } catch (e) {
      return null;
    }
    from = '/' + from.replace(/[\\t\\n\\r]/g, '').replace(/^[\\/\\\\]+/, '');
    if (/^(?:\\/[a-z]{2}(?:-[a-z]{2})?)?\\/mobile(?:[\\/?#]|$)/i.test(from)) return null;
    var hash = from.indexOf('#');
    var path = hash < 0 ? from : from.slice(0, hash);
    return path + (path.indexOf('?') < 0 ? '?' : '&') + ${JSON.stringify(FULL_SITE_PARAM)} + '=1' + (hash < 0 ? '' : from.slice(hash));
  }
  function fullSiteLink(node) {
    while (node && node.nodeName !== 'A') node = node.parentNode;
    return node && marker.test(node.search || '') ? node : null;
  }
  var script = document.currentScript;
  if (script && script.hasAttribute(${JSON.stringify(CONTINUE_ATTR)})) {
    var href = continueHref();
    var point = function (link) {
      if (href) link.setAttribute('href', href);
    };
    var pointAll = function () {
      var links = document.getElementsByTagName('a');
      for (var i = 0; i < links.length; i++) if (fullSiteLink(links[i])) point(links[i]);
    };
    document.addEventListener('click', function (event) {
      var link = fullSiteLink(event.target);
      if (!link) return;
      remember();
      point(link);
    }, true);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', pointAll);
    else pointAll();
    return;
  }
  if (marker.test(location.search)) {
    remember();
    return;
  }
  var target = script && script.getAttribute(${JSON.stringify(PHONE_REDIRECT_TARGET_ATTR)});
  if (!target || !/^\\/(?![\\/\\\\])/.test(target)) return;
  if (window.innerWidth >= ${PHONE_BREAKPOINT}) return;
  if (/^[\\/\\\\]/.test(location.hash.replace(/[\\t\\n\\r]/g, '').slice(1))) return;
  try {
    if (window.sessionStorage.getItem(key) === '1') return;
  } catch (e) {}
  var anchor = /^#[^\\/\\\\]/.test(location.hash) ? location.hash : '';
  if (anchor) {
    var query = target.indexOf('?');
    target = (query < 0 ? target : target.slice(0, query)) + '?from=' + encodeURIComponent(location.pathname + anchor) + anchor;
  }
  document.documentElement.style.visibility = 'hidden';
  location.replace(target);
})();
`;

/**
 * The tag for a page's `<head>`: the script inline, so the first paint waits for no request (the CSP names its hash,
 * `inlineScriptHash`), with `target`, the page's /mobile URL, in an attribute: one text, one hash, every page.
 */
export function phoneRedirectTag(target: string): string {
  return `<script ${PHONE_REDIRECT_TARGET_ATTR}="${escapeHtml(target)}">${PHONE_REDIRECT_SCRIPT}</script>`;
}

/**
 * The same script as a file on /mobile, where it points "Continue to the full website" at the page asked for and
 * remembers the choice when it is followed before the app has hydrated. `async` and low priority: nothing of it is
 * needed to paint.
 */
export function continueTag(src: string): string {
  return `<script src="${escapeHtml(src)}" ${CONTINUE_ATTR} async fetchpriority="low"></script>`;
}
