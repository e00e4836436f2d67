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
  if (r.kind === 'route' || r.kind === 'notFound')
    return { path: r.route.path, locale: r.locale, device: deviceClass(viewportWidth) };
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
    void fetch(VITALS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Measurement must never break the page.
  }
}

/** Loads web-vitals and reports this page view's metrics (called by vitalsStart.ts for sampled views only). */
export async function reportPageView(pathname: string, viewportWidth: number): Promise<void> {
  const page = pageOf(pathname, viewportWidth);
  if (!page) return;
  const { onLCP, onCLS, onINP } = await import('web-vitals');
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
}
