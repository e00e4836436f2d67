import type { Locale } from '@labelwise/ui';
import { mobileRedirectFor, resolvePath, type PageKey, type SiteVariant } from '../logic/routes';
import type { LoadablePage } from './pages';

/** The attributes the prerender puts on `#root`: which URL and site variant the markup was rendered for. */
export const PRERENDER_PATH_ATTR = 'data-prerendered';
export const PRERENDER_VARIANT_ATTR = 'data-variant';

/**
 * Pages whose first render depends on the browser, so prerendered markup cannot be hydrated as it is:
 * - printers: `?q=`, `?brand=`, `?model=` and `?os=` seed its state (a bare /printers hydrates);
 * - doctor: `?model=&symptom=&os=&step=` pick the step shown (a bare /doctor or /doctor/{symptom} hydrates);
 * - shippingPlatform: `?model=` picks the printer whose resolution the page asks the API for.
 * /download hydrates: its OS suggestion follows hydration in a fixed-height bar (DownloadPage).
 */
function browserDependent(page: PageKey, search: string): boolean {
  return (page === 'printers' || page === 'doctor' || page === 'shippingPlatform') && search !== '' && search !== '?';
}

export interface StartInput {
  /** `#root`'s prerender attributes, null when the root is empty (dev server, SPA fallback shell). */
  marker: { path: string; variant: string | null } | null;
  location: { pathname: string; search: string };
  /** `bootTarget()` of the first URL: a legacy hash or stored-language redirect is pending. */
  boot: string | null;
  variant: SiteVariant;
  viewportWidth: number;
  /** The visitor chose "Continue to the full website" in this visit (stored, or the link's `?full=1`). */
  continued: boolean;
}

export type StartPlan =
  | { readonly mode: 'hydrate'; readonly locale: Locale; readonly page: LoadablePage | null }
  | { readonly mode: 'render'; readonly reason: string; readonly locale?: Locale; readonly page?: LoadablePage | null };

/**
 * Hydrate only when the client's first render will produce exactly the prerendered markup: the markup is for
 * this very path and variant, no first-load redirect (legacy hash, stored language, mobile) will replace it, and
 * the page does not read the browser during render. Otherwise the client renders from scratch over the static
 * HTML (which still served first paint and crawlers): e.g. the 404 page (rendered for `/404`) served for `/nope`,
 * where the client renders the not-found page at `/nope`, or `/` on a phone before it moves to `/mobile`.
 */
export function startPlan({ marker, location, boot, variant, viewportWidth, continued }: StartInput): StartPlan {
  // What the client will render first, so its page chunk and catalog load before rendering from scratch too:
  // otherwise a lazy page would show its (empty) fallback over the static HTML for a frame, and things move.
  const resolution = resolvePath(location.pathname, variant);
  // A not-found URL renders the not-found page in place: its messages and chunk too, or React's first commit (the
  // catalog still loading) empties the static 404 page, top bar and footer included, until they arrive.
  const target =
    resolution.kind === 'route' || resolution.kind === 'notFound'
      ? { locale: resolution.locale, page: resolution.route.page === 'redirect' ? null : resolution.route.page }
      : {};
  if (!marker) return { mode: 'render', reason: 'no prerendered markup', ...target };
  if (marker.path !== location.pathname) return { mode: 'render', reason: `markup is for ${marker.path}`, ...target };
  if ((marker.variant ?? 'global') !== variant)
    return { mode: 'render', reason: `markup is for the ${marker.variant} variant`, ...target };
  if (boot !== null) return { mode: 'render', reason: `first-load redirect to ${boot}` };
  if (resolution.kind !== 'route') return { mode: 'render', reason: `${resolution.kind} at ${location.pathname}` };
  const { route, locale } = resolution;
  if (mobileRedirectFor(route, viewportWidth, locale, continued)) return { mode: 'render', reason: 'mobile redirect' };
  const page = route.page === 'redirect' ? null : route.page;
  // Rendered from scratch, but what it needs is known: loading it first avoids a blank frame over the static HTML.
  if (browserDependent(route.page, location.search))
    return { mode: 'render', reason: `${route.page} reads the browser during render`, locale, page };
  return { mode: 'hydrate', locale, page };
}
