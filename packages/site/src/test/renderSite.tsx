import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiClient } from '../api/client';
import { readConfig, type SiteConfig } from '../app/config';
import { SiteRoutes } from '../app/SiteRoutes';
import type { PublishedContent } from '@labelwise/contract';
import type { Locale } from '@labelwise/ui';
import { ContentProvider, createContentStore, type ContentStore } from '../content/live';
import type { SiteVariant } from '../logic/routes';

export { emptySnapshot } from './snapshot';

/** Shows the router's current URL so tests can assert redirects. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

export type FetchHandler = (url: URL, request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` (what ky calls) with a handler that sees the parsed URL; returns the mock for assertions. */
export function mockFetch(handler: FetchHandler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return handler(new URL(request.url), request);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * Registers the usual hooks of a whole-site test: each test starts as a new English-speaking visitor (nothing saved)
 * and pages that load data get empty answers; stubbed globals are restored after it.
 */
export function startAsNewEnglishVisitor() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    mockFetch(() => json({ code: 200, msg: 'ok', rows: [], total: 0 }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** jsdom has no layout APIs that Radix and the shell touch. */
export function installDomShims() {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** Renders the whole site at a URL, as the browser would after the first load. */
export function renderSite(
  url: string,
  options: { viewportWidth?: number; config?: SiteConfig; variant?: SiteVariant; content?: ContentStore } = {},
) {
  installDomShims();
  resetApiClient();
  const site = (
    <SiteRoutes
      variant={options.variant ?? 'global'}
      viewportWidth={options.viewportWidth ?? 1280}
      config={options.config ?? readConfig({})}
    />
  );
  return render(
    <MemoryRouter initialEntries={[url]}>
      {options.content ? <ContentProvider store={options.content}>{site}</ContentProvider> : site}
      <LocationProbe />
    </MemoryRouter>,
  );
}

/**
 * The whole site at `url`, with `content` as the published snapshot of `locale` (null: the compiled site), as the
 * server's content island hands it to the browser; other locales are the compiled site too (nothing is fetched).
 */
export function renderWithContent(
  url: string,
  locale: Locale,
  content: PublishedContent | null,
  options: { viewportWidth?: number } = {},
) {
  return renderSite(url, { ...options, content: createContentStore({ seed: { locale, content }, fetcher: null }) });
}
