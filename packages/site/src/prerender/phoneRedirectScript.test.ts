import { describe, expect, it } from 'vitest';
import {
  fullSiteTarget,
  mobileRedirectFor,
  readFullSiteChoice,
  routeByPath,
  withFullSiteMarker,
  FULL_SITE_KEY,
} from '../logic/routes';
import {
  continueHref,
  continueTag,
  phoneRedirectTag,
  phoneRedirectTarget,
  PHONE_REDIRECT_SCRIPT,
  type PhoneRedirectInput,
} from './phoneRedirectScript';

interface Run {
  /** Where the script sent the browser, or null. */
  to: string | null;
  /** Whether it hid the page (it must, exactly when it leaves). */
  hidden: boolean;
  /** What it stored in sessionStorage. */
  stored: Record<string, string>;
}

/** A link of the stand-in document: the script reads its query and rewrites its href. */
interface FakeLink {
  nodeName: 'A';
  search: string;
  parentNode: null;
  href: string;
  setAttribute(name: string, value: string): void;
}

const fakeLink = (href: string): FakeLink => ({
  nodeName: 'A',
  search: new URL(href, 'https://x.example').search,
  parentNode: null,
  href,
  setAttribute(name, value) {
    if (name === 'href') this.href = value;
  },
});

/**
 * Runs the script in a stand-in browser; `storage: 'throws'` is a privacy mode where sessionStorage access fails.
 * `onMobile`: the tag is /mobile's (`continueTag`), with these links in the page, clicked after the script ran.
 */
function run(
  input: PhoneRedirectInput,
  storage: 'throws' | null = null,
  onMobile?: { links: FakeLink[]; click?: FakeLink },
): Run {
  const result: Run = { to: null, hidden: false, stored: {} };
  const style = {} as { visibility?: string };
  const sessionStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError');
      return key === FULL_SITE_KEY && input.continued ? '1' : null;
    },
    setItem: (key: string, value: string) => {
      if (storage === 'throws') throw new Error('SecurityError');
      result.stored[key] = value;
    },
  };
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const document = {
    currentScript: {
      getAttribute: (name: string) => (name === 'data-mobile' ? input.target : null),
      hasAttribute: (name: string) => name === 'data-continue' && onMobile !== undefined,
    },
    documentElement: { style },
    readyState: 'loading',
    getElementsByTagName: () => onMobile?.links ?? [],
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => (listeners[type] = listener),
  };
  const window = { innerWidth: input.viewportWidth, sessionStorage };
  const location = {
    hash: input.hash,
    search: input.search ?? '',
    pathname: input.pathname ?? '/',
    replace: (to: string) => (result.to = to),
  };
  new Function('window', 'document', 'location', PHONE_REDIRECT_SCRIPT)(window, document, location);
  if (onMobile?.click) listeners.click?.({ target: onMobile.click });
  else if (onMobile) listeners.DOMContentLoaded?.({ target: document });
  result.hidden = style.visibility === 'hidden';
  return result;
}

const home = mobileRedirectFor(routeByPath('/')!, 0, 'en-us');
const deGuides = mobileRedirectFor(routeByPath('/guides')!, 0, 'de-de');

describe('phoneRedirectTarget', () => {
  it('sends a phone on Index or Guides to /mobile, in its locale, with the page asked for', () => {
    expect(phoneRedirectTarget({ target: home, viewportWidth: 390, continued: false, hash: '' })).toBe('/mobile');
    expect(phoneRedirectTarget({ target: deGuides, viewportWidth: 390, continued: false, hash: '' })).toBe(
      '/de/mobile?from=%2Fde%2Fguides',
    );
  });

  it('leaves desktops, visitors who chose the full website and old hash links where they are', () => {
    expect(phoneRedirectTarget({ target: home, viewportWidth: 768, continued: false, hash: '' })).toBeNull();
    expect(phoneRedirectTarget({ target: home, viewportWidth: 767, continued: true, hash: '' })).toBeNull();
    expect(phoneRedirectTarget({ target: home, viewportWidth: 390, continued: false, hash: '#/d520' })).toBeNull();
    // An ordinary anchor is not an old link: it travels with the visitor.
    expect(phoneRedirectTarget({ target: home, viewportWidth: 390, continued: false, hash: '#faq' })).toBe(
      '/mobile?from=%2F%23faq#faq',
    );
  });

  it('keeps the anchor asked for, as the client rule does', () => {
    const input = { target: deGuides, viewportWidth: 390, continued: false, hash: '#faq', pathname: '/de/guides' };
    expect(phoneRedirectTarget(input)).toBe(mobileRedirectFor(routeByPath('/guides')!, 390, 'de-de', false, '#faq'));
    expect(run(input).to).toBe('/de/mobile?from=%2Fde%2Fguides%23faq#faq');
  });

  it('follows only a root-relative target, never an off-site one', () => {
    for (const target of [
      null,
      '',
      '//evil.example/mobile',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(
        phoneRedirectTarget({ target, viewportWidth: 390, continued: false, hash: '' }),
        String(target),
      ).toBeNull();
    }
  });

  it('agrees with the client-side rule it runs ahead of', () => {
    for (const width of [320, 390, 767, 768, 991, 992, 1366]) {
      for (const continued of [false, true]) {
        const storage = { getItem: () => (continued ? '1' : null), setItem: () => undefined };
        const client = mobileRedirectFor(routeByPath('/guides')!, width, 'fr-fr', readFullSiteChoice(storage));
        const target = mobileRedirectFor(routeByPath('/guides')!, 0, 'fr-fr');
        expect(
          phoneRedirectTarget({ target, viewportWidth: width, continued, hash: '' }),
          `${width} ${continued}`,
        ).toBe(client);
      }
    }
  });
});

describe('PHONE_REDIRECT_SCRIPT', () => {
  it('decides as phoneRedirectTarget does, and hides the page exactly when it leaves it', () => {
    const targets = [home, deGuides, null, '//evil.example', '/\\evil.example'];
    const hashes = ['', '#faq', '#/d520', '#\\d520', '#/\t/evil.example'];
    for (const target of targets)
      for (const viewportWidth of [390, 767, 768, 992])
        for (const continued of [false, true])
          for (const hash of hashes) {
            const input = { target, viewportWidth, continued, hash, pathname: '/de/guides' };
            const expected = phoneRedirectTarget(input);
            const { to, hidden } = run(input);
            expect(to, JSON.stringify(input)).toBe(expected);
            expect(hidden, JSON.stringify(input)).toBe(expected !== null);
          }
  });

  it('still redirects where sessionStorage cannot be read, as the client does', () => {
    expect(run({ target: home, viewportWidth: 390, continued: false, hash: '' }, 'throws').to).toBe('/mobile');
  });

  it('stays on a page reached by the continue link (?full=1) and remembers the choice for the visit', () => {
    for (const search of ['?full=1', '?x=2&full=1', '?full=1&x=2']) {
      const input = { target: deGuides, viewportWidth: 390, continued: false, hash: '', search };
      expect(phoneRedirectTarget(input), search).toBeNull();
      expect(run(input), search).toEqual({ to: null, hidden: false, stored: { [FULL_SITE_KEY]: '1' } });
    }
    // Without storage the page still stays; an unrelated parameter does not count.
    expect(
      run({ target: home, viewportWidth: 390, continued: false, hash: '', search: '?full=1' }, 'throws').to,
    ).toBeNull();
    expect(run({ target: home, viewportWidth: 390, continued: false, hash: '', search: '?full=10' }).to).toBe(
      '/mobile',
    );
  });
});

describe('/mobile: the continue link before the app has run', () => {
  const phone = { target: null, viewportWidth: 390, continued: false, hash: '' };
  const searches = [
    '',
    '?from=%2Fguides',
    '?from=%2Fde%2Fguides',
    '?from=%2Fguides%3Fx%3D1%23faq',
    '?from=%2Fmobile',
    '?from=%2Fde%2Fmobile%3Ffrom%3Dx',
    '?from=%2F%2Fevil.example',
    '?from=%2F%5Cevil.example',
    '?from=https%3A%2F%2Fevil.example',
    '?from=%09%2F%2Fevil.example',
    '?from=%2Fnope',
  ];

  it('points the prerendered link at the page asked for, kept on this site, and never back at /mobile', () => {
    expect(continueHref('?from=%2Fde%2Fguides')).toBe('/de/guides?full=1');
    expect(continueHref('?from=%2Fguides%3Fx%3D1%23faq')).toBe('/guides?x=1&full=1#faq');
    expect(continueHref('')).toBeNull();
    expect(continueHref('?from=%2Fde%2Fmobile')).toBeNull();
    expect(continueHref('?from=%2F%2Fevil.example')).toBe('/evil.example?full=1');
    expect(continueHref('?from=https%3A%2F%2Fevil.example')).toBe('/https://evil.example?full=1');
    // Where the client agrees that the page exists, both lead to the same page.
    for (const search of ['?from=%2Fguides', '?from=%2Fde%2Fguides', '']) {
      const href = continueHref(search) ?? withFullSiteMarker(fullSiteTarget('', 'en-us'));
      expect(href, search).toBe(withFullSiteMarker(fullSiteTarget(search, 'en-us')));
    }
  });

  it('the script rewrites the link as continueHref does, and a tap records the choice', () => {
    for (const search of searches) {
      const link = fakeLink('/?full=1');
      const other = fakeLink('/download');
      const loaded = run({ ...phone, search }, null, { links: [link, other] });
      expect(loaded.to, search).toBeNull();
      expect(link.href, search).toBe(continueHref(search) ?? '/?full=1');
      expect(other.href, search).toBe('/download');
      expect(loaded.stored, search).toEqual({});

      const tapped = fakeLink('/de?full=1');
      const tap = run({ ...phone, search }, null, { links: [], click: tapped });
      expect(tapped.href, search).toBe(continueHref(search) ?? '/de?full=1');
      expect(tap.stored, search).toEqual({ [FULL_SITE_KEY]: '1' });
    }
  });

  it('never redirects or hides /mobile, whatever the width or storage', () => {
    const run390 = run({ ...phone, search: '?from=%2Fguides' }, 'throws', { links: [], click: fakeLink('/?full=1') });
    expect(run390).toEqual({ to: null, hidden: false, stored: {} });
  });
});

describe('continueTag', () => {
  it('loads the same file without blocking the page', () => {
    expect(continueTag('/assets/phone-redirect-x.js')).toBe(
      '<script src="/assets/phone-redirect-x.js" data-continue async fetchpriority="low"></script>',
    );
  });
});

describe('phoneRedirectTag', () => {
  it('carries the script inline, the same text on every page, and the target in an attribute, escaped', () => {
    const tag = phoneRedirectTag('/de/mobile?from=%2Fde%2Fguides&x="');
    expect(tag).toBe(
      `<script data-mobile="/de/mobile?from=%2Fde%2Fguides&amp;x=&quot;">${PHONE_REDIRECT_SCRIPT}</script>`,
    );
    expect(PHONE_REDIRECT_SCRIPT).not.toMatch(/<\/script/i);
  });
});
