import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { bootTarget, browserLanguages, safeStorage } from './app/boot';
import { siteConfig } from './app/config';
import { recordEarlyInput, whenPageReady } from './app/earlyInput';
import { PRERENDER_PATH_ATTR, PRERENDER_VARIANT_ATTR, startPlan } from './app/hydration';
import { loadPageChunk } from './app/pages';
import { startVitals } from './app/vitalsStart';
import { createContentStore, readEmbeddedContent } from './content/live';
import { loadCatalog } from './i18n/catalogs';
import { entryRedirect, hasFullSiteMarker, readFullSiteChoice, siteVariantFor } from './logic/routes';
import { safeSessionStorage } from './app/siteContext';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const prerenderedPath = root.getAttribute(PRERENDER_PATH_ATTR);
// A first-load redirect (old hash link `/#/d520`, stored or browser language) moves the URL before anything
// renders, so the client's first render is the target page itself (its chunk and catalog loaded first), replacing
// the static HTML in one frame, rather than the static page's own route followed by a second page swap.
const boot = bootTarget(window.location, safeStorage(), browserLanguages());
if (boot !== null) window.history.replaceState(window.history.state, '', boot);
const variant = siteVariantFor({
  host: window.location.hostname,
  buildVariant: siteConfig.buildVariant,
  cnHosts: siteConfig.cnHosts,
});
// "Continue to the full website" followed from /mobile (`?full=1`): remembered for the visit, and the marker leaves
// the address bar, so a shared or bookmarked URL does not carry it. The same for the phone redirect (`/` below
// 768 px → `/mobile`), which SiteRoutes would otherwise do after a first render of the asked page.
const continued = hasFullSiteMarker(window.location.search) || readFullSiteChoice(safeSessionStorage());
const entry = entryRedirect(window.location, variant, window.innerWidth, safeSessionStorage());
if (entry !== null) window.history.replaceState(window.history.state, '', entry);
const plan = startPlan({
  marker:
    prerenderedPath !== null && root.firstChild
      ? { path: prerenderedPath, variant: root.getAttribute(PRERENDER_VARIANT_ATTR) }
      : null,
  location: window.location,
  boot: null,
  variant,
  viewportWidth: window.innerWidth,
  continued,
});

// The published content the server rendered with (its JSON island); a prerendered page without one was rendered
// with the compiled defaults, and hydrates with them.
const contentStore = createContentStore({
  seed: readEmbeddedContent(),
  defaultsFor: prerenderedPath !== null && plan.mode === 'hydrate' ? plan.locale : null,
});
const app = (
  <StrictMode>
    <App contentStore={contentStore} />
  </StrictMode>
);

if (plan.mode === 'hydrate') {
  // Text typed into the static fields before hydration is replayed into React's state once the page is live.
  whenPageReady(recordEarlyInput(root));
  // The first client render must equal the prerendered markup, so the locale's messages and the page's chunk
  // are loaded first; the app then renders synchronously, as it did in the prerender.
  // If the URL changed while they loaded (history moved by another script), the markup is no longer this page's.
  const start = () =>
    window.location.pathname === prerenderedPath ? hydrateRoot(root, app) : createRoot(root).render(app);
  // A chunk that fails to load is reported by the page itself; the static HTML stays until then.
  void Promise.all([loadCatalog(plan.locale, plan.page), plan.page ? loadPageChunk(plan.page) : null]).then(
    start,
    start,
  );
} else {
  // Prerendered HTML for another URL (the 404 page served for `/nope`), a first-load redirect, or no markup
  // (dev server): render from scratch, replacing whatever static HTML is there.
  const render = () => createRoot(root).render(app);
  if (plan.locale && plan.page)
    void Promise.all([loadCatalog(plan.locale, plan.page), loadPageChunk(plan.page)]).then(render, render);
  else render();
}

// Sampled real-user Core Web Vitals; web-vitals itself loads after the load event, when idle.
startVitals();
