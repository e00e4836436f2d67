// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VITALS_ENDPOINT, beacon, createReporter, deviceClass, pageOf, type MetricLike } from './vitals';
import { DEFAULT_SAMPLE_RATE, SAMPLE_RATE_OVERRIDE_KEY, isSampled, sampleRate, startVitals } from './vitalsStart';

const callbacks: Record<string, (m: MetricLike) => void> = {};
vi.mock('web-vitals', () => ({
  onLCP: (cb: (m: MetricLike) => void) => (callbacks.LCP = cb),
  onCLS: (cb: (m: MetricLike) => void) => (callbacks.CLS = cb),
  onINP: (cb: (m: MetricLike) => void) => (callbacks.INP = cb),
}));

const metric = (name: string, value: number, over: Partial<MetricLike> = {}): MetricLike => ({
  name,
  id: `v5-${name}-1`,
  value,
  rating: 'good',
  navigationType: 'navigate',
  ...over,
});

describe('web vitals reporter: sampling', () => {
  it('uses the override, then the build setting, then 25 %; ignores unreadable values', () => {
    expect(sampleRate(undefined, null)).toBe(DEFAULT_SAMPLE_RATE);
    expect(DEFAULT_SAMPLE_RATE).toBe(0.25);
    expect(sampleRate('0.5', null)).toBe(0.5);
    expect(sampleRate('0.5', '1')).toBe(1);
    expect(sampleRate('0.5', '0')).toBe(0);
    expect(sampleRate('2', 'lots')).toBe(DEFAULT_SAMPLE_RATE);
    expect(sampleRate('-1', '')).toBe(DEFAULT_SAMPLE_RATE);
  });

  it('decides with one random draw below the rate', () => {
    expect(isSampled(0.25, () => 0.1)).toBe(true);
    expect(isSampled(0.25, () => 0.25)).toBe(false);
    expect(isSampled(0.25, () => 0.9)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
  });
});

describe('web vitals reporter: what is sent', () => {
  it('reports the route pattern and locale without query or hash; unknown paths as /404; redirects not at all', () => {
    expect(pageOf('/printers', 1280)).toEqual({ path: '/printers', locale: 'en-us', device: 'desktop' });
    expect(pageOf('/de/printers?q=ann@example.com#top', 800)).toEqual({
      path: '/printers',
      locale: 'de-de',
      device: 'tablet',
    });
    expect(pageOf('/zh-cn', 375)).toEqual({ path: '/', locale: 'zh-cn', device: 'mobile' });
    expect(pageOf('/fr/my-secret-order-12345', 1280)).toEqual({ path: '/404', locale: 'fr-fr', device: 'desktop' });
    expect(pageOf('/index', 1280)).toBeNull();
  });

  it('classes devices by viewport width', () => {
    expect([320, 599, 600, 991, 992, 2560].map(deviceClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('builds beacons of exactly the allowed fields, one entry per metric instance, at most 10 per beacon', () => {
    const sent: string[] = [];
    const r = createReporter({ path: '/printers', locale: 'de-de', device: 'mobile' }, (b) => sent.push(b));
    r.add(metric('LCP', 2712.3, { rating: 'needs-improvement' }));
    r.add(metric('LCP', 2900)); // same instance reported again: ignored
    r.add(metric('FCP', 900, { id: 'x' })); // not collected
    r.add(metric('CLS', Number.NaN, { id: 'nan' })); // not finite: dropped
    r.add(metric('INP', 48, { navigationType: 'back-forward-cache' }));
    r.flush();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toEqual({
      entries: [
        {
          metric: 'LCP',
          value: 2712.3,
          rating: 'needs-improvement',
          path: '/printers',
          locale: 'de-de',
          navigationType: 'navigate',
          device: 'mobile',
        },
        {
          metric: 'INP',
          value: 48,
          rating: 'good',
          path: '/printers',
          locale: 'de-de',
          navigationType: 'back-forward-cache',
          device: 'mobile',
        },
      ],
    });
    r.flush();
    expect(sent).toHaveLength(1); // nothing new: nothing sent

    for (let i = 0; i < 12; i++) r.add(metric('CLS', 0.01, { id: `c${i}` }));
    r.flush();
    expect(sent.slice(1).map((b) => (JSON.parse(b) as { entries: unknown[] }).entries.length)).toEqual([10, 2]);
  });

  it('sends with sendBeacon (a string: text/plain) to the API, falling back to a keepalive fetch', () => {
    const sendBeacon = vi.fn(() => true);
    beacon('{"entries":[]}', { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledWith(VITALS_ENDPOINT, '{"entries":[]}');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    beacon('{}', { sendBeacon: () => false } as unknown as Navigator);
    expect(fetchSpy).toHaveBeenCalledWith(
      VITALS_ENDPOINT,
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{}' }),
    );
    fetchSpy.mockRestore();
  });
});

describe('web vitals reporter: startVitals', () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    for (const k of Object.keys(callbacks)) delete callbacks[k];
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', '/es/chart?model=PM-241#row');
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.removeItem(SAMPLE_RATE_OVERRIDE_KEY);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.history.replaceState(null, '', '/');
  });

  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('does nothing for a page view that is not sampled (web-vitals is never loaded)', async () => {
    window.localStorage.setItem(SAMPLE_RATE_OVERRIDE_KEY, '0');
    startVitals({ VITE_VITALS_SAMPLE_RATE: '1' });
    await vi.runAllTimersAsync();
    expect(callbacks.LCP).toBeUndefined();
  });

  it('with the override at 1, loads web-vitals after idle and beacons LCP, CLS and INP when the page is hidden', async () => {
    window.localStorage.setItem(SAMPLE_RATE_OVERRIDE_KEY, '1');
    startVitals({});
    expect(callbacks.LCP).toBeUndefined(); // not before the browser is idle
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(callbacks.INP).toBeDefined());
    callbacks.LCP!(metric('LCP', 1800));
    expect(sendBeacon).not.toHaveBeenCalled(); // batched until the page is hidden
    hide();
    callbacks.CLS!(metric('CLS', 0.31, { rating: 'poor' }));
    callbacks.INP!(metric('INP', 120));
    const bodies = sendBeacon.mock.calls.map(
      (c) => JSON.parse(c[1] as string) as { entries: Array<Record<string, unknown>> },
    );
    const entries = bodies.flatMap((b) => b.entries);
    expect(entries.map((e) => e.metric)).toEqual(['LCP', 'CLS', 'INP']);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual([
        'device',
        'locale',
        'metric',
        'navigationType',
        'path',
        'rating',
        'value',
      ]);
      expect(e).toMatchObject({ path: '/chart', locale: 'es-es' });
    }
    expect(JSON.stringify(bodies)).not.toMatch(/model=|#row|PM-241/);
    expect(sendBeacon.mock.calls.every((c) => c[0] === VITALS_ENDPOINT)).toBe(true);
  });
});
