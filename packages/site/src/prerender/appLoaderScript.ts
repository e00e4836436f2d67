import { escapeHtml } from '../app/pageMeta';

/** The attributes of the loader's tag: the app's entry module and the modules to preload with it. */
export const APP_ENTRY_ATTR = 'data-entry';
export const APP_PRELOAD_ATTR = 'data-preload';

/**
 * A prerendered page paints from its HTML; the app only hydrates it. So the app's modules are requested once the
 * page has painted, not alongside the document: on a slow link its ~150 KB of JavaScript no longer shares the
 * first round trips with the document, its fonts and images, and the first paint waits for none of it. The
 * classic script is `defer` (it runs once the document is parsed), waits for the next frame (the first paint) and
 * then adds the entry module and its preloads as Vite wrote them. A hidden tab paints no frame: it starts at once.
 * A same-origin file because the site's CSP allows no inline script; ES5 so it never fails to parse.
 */
export const APP_LOADER_SCRIPT = `(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute(${JSON.stringify(APP_ENTRY_ATTR)});
  if (!entry) return;
  var preloads = (script.getAttribute(${JSON.stringify(APP_PRELOAD_ATTR)}) || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) return start();
  window.requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // Frames stop when the tab is hidden before the first one: start then, too.
  document.addEventListener('visibilitychange', start);
})();
`;

/**
 * The page's `<head>` with the app's module script and module preloads replaced by one deferred loader tag that
 * adds them after the first paint (`APP_LOADER_SCRIPT`, served at `loaderSrc`), in the same order.
 */
export function deferAppScripts(html: string, loaderSrc: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  let entry: string | null = null;
  const preloads: string[] = [];
  const stripped = head
    .replace(/\n?[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      entry ??= src;
      return '';
    })
    .replace(/\n?[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entry === null) return html;
  const tag = `<script src="${escapeHtml(loaderSrc)}" defer ${APP_ENTRY_ATTR}="${escapeHtml(entry)}" ${APP_PRELOAD_ATTR}="${escapeHtml(preloads.join(' '))}"></script>`;
  return `${stripped}\n    ${tag}\n  ${html.slice(headEnd)}`;
}
