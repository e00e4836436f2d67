/**
 * The part of the Core Web Vitals reporter that every page view loads: the sampling decision, made once per page
 * view. Only a sampled view loads the reporter (vitals.ts) and the web-vitals library, after the load event when the
 * browser is idle, so neither is part of the first-visit JavaScript.
 */

/** Share of page views measured when `VITE_VITALS_SAMPLE_RATE` is not set. */
export const DEFAULT_SAMPLE_RATE = 0.25;
/** localStorage key that overrides the rate in this browser (`1` measures every page view, `0` none). */
export const SAMPLE_RATE_OVERRIDE_KEY = 'lw:vitals-sample-rate';
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
    // Measurement must never break the page: a failed chunk load is dropped.
    void import('./vitals')
      .then(({ reportPageView }) => reportPageView(window.location.pathname, window.innerWidth))
      .catch(() => undefined);
  });
}
