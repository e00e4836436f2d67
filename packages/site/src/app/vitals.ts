import type { Locale } from '@labelwise/ui/messages';
import { MOBILE_BREAKPOINT, resolvePath } from '../logic/routes';

/**
 * Real-user Core Web Vitals (LCP, CLS, INP) for a sample of page views, sent to our own API with
 * `navigator.sendBeacon` when the page is hidden. Nothing personal leaves the browser: the route's path (never the
 * query or hash), the locale, the metric, its value and rating, the navigation type and a device class from the
 * viewport width. The `web-vitals` library is loaded with a dynamic import after the page has loaded and the
 * browser is idle, and only for sampled page views, so it is not part of the first-visit JavaScript.
 */

export const VITALS_ENDPOINT = '/api-v1.0/public/vitals';
/** Share of page views measured when `VITE_VITALS_SAMPLE_RATE` is not set. */
export const DEFAULT_SAMPLE_RATE = 0.25;
/** localStorage key that overrides the rate in this browser (`1` measures every page view, `0` none). */
export const SAMPLE_RATE_OVERRIDE_KEY = 'lw:vitals-sample-rate';
/** The API accepts at most this many entries per beacon. */
export const MAX_ENTRIES_PER_BEACON = 10;

export type VitalName = 'LCP' | 'CLS' | 'INP';
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** The part of a web-vitals `Metric` the reporter reads. */
export interface MetricLike {
  name: string;
  id: string;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType: string;
}

export interface VitalEntry {
  metric: VitalName;
  value: number;
  rating: MetricLike['rating'];
  path: string;
  locale: Locale;
  navigationType: string;
  device: DeviceClass;
}

export interface PageInfo {
  path: string;
  locale: Locale;
  device: DeviceClass;
}

/** A rate in [0, 1] from the build setting or the override; anything unreadable keeps the default. */
export function sampleRate(buildValue: unknown, override: string | null): number {
  for (const raw of [override, buildValue]) {
    if (raw === null || raw === undefined || String(raw).trim() === '') continue;
    const n = Number(raw);
    if (Number.isFinite(n) && n >= 0 && n <= 1) return n;
  }
  return DEFAULT_SAMPLE_RATE;
}

/** Decided once per page view. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return rate > 0 && random() < rate;
}

/** Phones below 600 px, tablets up to the site's mobile breakpoint, desktops above. */
export function deviceClass(viewportWidth: number): DeviceClass {
  return viewportWidth < 600 ? 'mobile' : viewportWidth < MOBILE_BREAKPOINT ? 'tablet' : 'desktop';
}

/**
 * The route a URL shows, as the site's route table names it (`/printers`, `/` for `/de/`), with its locale. Query and
 * hash are never part of it, and an unknown address is reported as `/404`, so free text typed into a URL is not
 * sent. Redirects and the refresh route are not pages: null.
 */
export function pageOf(pathname: string, viewportWidth: number): PageInfo | null {
  const r = resolvePath(pathname.replace(/[?#].*$/, ''));
  if (r.kind === 'route' || r.kind === 'notFound') return { path: r.route.path, locale: r.locale, device: deviceClass(viewportWidth) };
  return null;
}

export function toEntry(metric: MetricLike, page: PageInfo): VitalEntry | null {
  if (metric.name !== 'LCP' && metric.name !== 'CLS' && metric.name !== 'INP') return null;
  if (!Number.isFinite(metric.value) || metric.value < 0) return null;
  return {
    metric: metric.name,
    value: metric.value,
    rating: metric.rating,
    path: page.path,
    locale: page.locale,
    navigationType: metric.navigationType,
    device: page.device,
  };
}

/**
 * Collects metrics and sends them in beacons of at most `MAX_ENTRIES_PER_BEACON`. Each metric instance (web-vitals'
 * `id`: one per page view, a new one after a back/forward-cache restore) is sent once, with the value it has when the
 * page is first hidden, so a page view counts once in the percentiles.
 */
export function createReporter(page: PageInfo, send: (body: string) => void) {
  const sent = new Set<string>();
  let queue: VitalEntry[] = [];
  return {
    add(metric: MetricLike) {
      if (sent.has(metric.id)) return;
      const entry = toEntry(metric, page);
      if (!entry) return;
      sent.add(metric.id);
      queue.push(entry);
    },
    flush() {
      const entries = queue;
      queue = [];
      for (let i = 0; i < entries.length; i += MAX_ENTRIES_PER_BEACON) {
        send(JSON.stringify({ entries: entries.slice(i, i + MAX_ENTRIES_PER_BEACON) }));
      }
    },
  };
}

/** sendBeacon posts a string as text/plain, which needs no CORS preflight and survives the page closing. */
export function beacon(body: string, nav: Navigator = navigator): void {
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(VITALS_ENDPOINT, body)) return;
    void fetch(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // Measurement must never break the page.
  }
}

function readOverride(): string | null {
  try {
    return window.localStorage.getItem(SAMPLE_RATE_OVERRIDE_KEY);
  } catch {
    return null;
  }
}

/** After the load event, when the browser is idle (or after 2 s without requestIdleCallback). */
function afterLoadAndIdle(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts measuring this page view if it is sampled (main.tsx calls it once). The route is taken when web-vitals
 * loads, after the first-load redirects (such as `/` → `/mobile` on phones) have happened.
 */
export function startVitals(env: Record<string, unknown> = import.meta.env): void {
  if (typeof window === 'undefined' || !isSampled(sampleRate(env.VITE_VITALS_SAMPLE_RATE, readOverride()))) return;
  afterLoadAndIdle(() => {
    const page = pageOf(window.location.pathname, window.innerWidth);
    if (!page) return;
    void import('web-vitals').then(
      ({ onLCP, onCLS, onINP }) => {
        const reporter = createReporter(page, (body) => beacon(body));
        const add = (metric: MetricLike) => {
          reporter.add(metric);
          // web-vitals reports when the page is hidden: send in the same task, before the page may be frozen.
          if (document.visibilityState === 'hidden') reporter.flush();
        };
        onLCP(add);
        onCLS(add);
        onINP(add);
        const flushWhenHidden = () => {
          if (document.visibilityState === 'hidden') reporter.flush();
        };
        document.addEventListener('visibilitychange', flushWhenHidden);
        window.addEventListener('pagehide', () => reporter.flush());
      },
      () => undefined,
    );
  });
}
