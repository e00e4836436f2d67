import { describe, expect, it } from 'vitest';
import { startPlan, type StartInput } from './hydration';

const input = (over: Partial<StartInput> = {}): StartInput => ({
  marker: { path: '/de/printers', variant: 'global' },
  location: { pathname: '/de/printers', search: '' },
  boot: null,
  variant: 'global',
  viewportWidth: 1280,
  continued: false,
  ...over,
});

describe('startPlan: hydrate only when the first client render equals the prerendered markup', () => {
  it('hydrates the page the markup was rendered for, with its locale and page chunk', () => {
    expect(startPlan(input())).toEqual({ mode: 'hydrate', locale: 'de-de', page: 'printers' });
    expect(startPlan(input({ marker: { path: '/', variant: null }, location: { pathname: '/', search: '' } }))).toEqual(
      { mode: 'hydrate', locale: 'en-us', page: 'home' },
    );
  });

  it('renders from scratch without markup, or with markup for another path or variant', () => {
    expect(startPlan(input({ marker: null })).mode).toBe('render');
    // The 404 page (markup for /de/404) served for /de/nope: rendered afresh at /de/nope, once the not-found page's
    // messages and chunk are in, so the static page is replaced by the whole page, never by an empty root.
    expect(
      startPlan(
        input({ marker: { path: '/de/404', variant: 'global' }, location: { pathname: '/de/nope', search: '' } }),
      ),
    ).toMatchObject({ mode: 'render', locale: 'de-de', page: 'notFound' });
    expect(
      startPlan(
        input({
          marker: { path: '/de/printers', variant: 'global' },
          location: { pathname: '/de/printers/', search: '' },
        }),
      ).mode,
    ).toBe('render');
    expect(startPlan(input({ variant: 'cn' })).mode).toBe('render');
  });

  it('renders from scratch when a first-load redirect is pending (legacy hash, stored language, phone)', () => {
    expect(startPlan(input({ boot: '/de/d520' }))).toMatchObject({
      mode: 'render',
      reason: 'first-load redirect to /de/d520',
    });
    const home = { marker: { path: '/', variant: 'global' }, location: { pathname: '/', search: '' } };
    expect(startPlan(input({ ...home, viewportWidth: 390 }))).toMatchObject({
      mode: 'render',
      reason: 'mobile redirect',
    });
    expect(startPlan(input({ ...home, viewportWidth: 1024 })).mode).toBe('hydrate');
  });

  it('hydrates Index and Guides on a phone once the visitor chose the full website', () => {
    const guides = {
      marker: { path: '/de/guides', variant: 'global' },
      location: { pathname: '/de/guides', search: '' },
    };
    expect(startPlan(input({ ...guides, viewportWidth: 390, continued: true }))).toEqual({
      mode: 'hydrate',
      locale: 'de-de',
      page: 'guides',
    });
  });

  it('renders pages that read the browser during render from scratch, after loading what they need', () => {
    const download = {
      marker: { path: '/fr/download', variant: 'global' },
      location: { pathname: '/fr/download', search: '' },
    };
    // /download hydrates: its OS suggestion is filled in after hydration, in a fixed-height bar.
    expect(startPlan(input(download))).toMatchObject({ mode: 'hydrate', locale: 'fr-fr', page: 'download' });
    expect(startPlan(input({ location: { pathname: '/de/printers', search: '?q=pm241' } }))).toMatchObject({
      mode: 'render',
      page: 'printers',
    });
    // The doctor's deep link picks the step shown: /doctor's markup is the chooser, so it renders afresh.
    const doctorLink = { pathname: '/doctor', search: '?model=d520&symptom=blank&os=mac&step=2' };
    expect(startPlan(input({ marker: { path: '/doctor', variant: 'global' }, location: doctorLink }))).toMatchObject({
      mode: 'render',
      page: 'doctor',
    });
    // A shipping page with a printer chosen asks for its resolution: its markup has none chosen.
    const shippingLink = { pathname: '/shipping/ebay', search: '?model=d520' };
    expect(
      startPlan(input({ marker: { path: '/shipping/ebay', variant: 'global' }, location: shippingLink })),
    ).toMatchObject({ mode: 'render', page: 'shippingPlatform' });
    expect(
      startPlan(
        input({
          marker: { path: '/doctor/blank-labels', variant: 'global' },
          location: { pathname: '/doctor/blank-labels', search: '' },
        }),
      ).mode,
    ).toBe('hydrate');
    expect(
      startPlan(
        input({
          marker: { path: '/aboutUs', variant: 'global' },
          location: { pathname: '/aboutUs', search: '?utm_source=x' },
        }),
      ).mode,
    ).toBe('hydrate');
  });
});
