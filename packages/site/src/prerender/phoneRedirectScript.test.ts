import { describe, expect, it } from 'vitest';
import { mobileRedirectFor, readFullSiteChoice, routeByPath, FULL_SITE_KEY } from '../logic/routes';
import { phoneRedirectTag, phoneRedirectTarget, PHONE_REDIRECT_SCRIPT, type PhoneRedirectInput } from './phoneRedirectScript';

interface Run {
  /** Where the script sent the browser, or null. */
  to: string | null;
  /** Whether it hid the page (it must, exactly when it leaves). */
  hidden: boolean;
}

/** Runs the script in a stand-in browser; `storage: 'throws'` is a privacy mode where sessionStorage access fails. */
function run(input: PhoneRedirectInput, storage: 'throws' | null = null): Run {
  const result: Run = { to: null, hidden: false };
  const style = {} as { visibility?: string };
  const sessionStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError');
      return key === FULL_SITE_KEY && input.continued ? '1' : null;
    },
  };
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'data-mobile' ? input.target : null) },
    documentElement: { style },
  };
  const window = { innerWidth: input.viewportWidth, sessionStorage };
  const location = { hash: input.hash, replace: (to: string) => (result.to = to) };
  new Function('window', 'document', 'location', PHONE_REDIRECT_SCRIPT)(window, document, location);
  result.hidden = style.visibility === 'hidden';
  return result;
}

const home = mobileRedirectFor(routeByPath('/')!, 0, 'en-us');
const deGuides = mobileRedirectFor(routeByPath('/guides')!, 0, 'de-de');

describe('phoneRedirectTarget', () => {
  it('sends a phone on Index or Guides to /mobile, in its locale, with the page asked for', () => {
    expect(phoneRedirectTarget({ target: home, viewportWidth: 390, continued: false, hash: '' })).toBe('/mobile');
    expect(phoneRedirectTarget({ target: deGuides, viewportWidth: 390, continued: false, hash: '' })).toBe('/de/mobile?from=%2Fde%2Fguides');
  });

  it('leaves desktops, visitors who chose the full website and old hash links where they are', () => {
    expect(phoneRedirectTarget({ target: home, viewportWidth: 992, continued: false, hash: '' })).toBeNull();
    expect(phoneRedirectTarget({ target: home, viewportWidth: 991, continued: true, hash: '' })).toBeNull();
    expect(phoneRedirectTarget({ target: home, viewportWidth: 390, continued: false, hash: '#/d520' })).toBeNull();
    // An ordinary anchor is not an old link.
    expect(phoneRedirectTarget({ target: home, viewportWidth: 390, continued: false, hash: '#faq' })).toBe('/mobile');
  });

  it('follows only a root-relative target, never an off-site one', () => {
    for (const target of [null, '', '//evil.example/mobile', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(phoneRedirectTarget({ target, viewportWidth: 390, continued: false, hash: '' }), String(target)).toBeNull();
    }
  });

  it('agrees with the client-side rule it runs ahead of', () => {
    for (const width of [320, 390, 991, 992, 1366]) {
      for (const continued of [false, true]) {
        const storage = { getItem: () => (continued ? '1' : null), setItem: () => undefined };
        const client = mobileRedirectFor(routeByPath('/guides')!, width, 'fr-fr', readFullSiteChoice(storage));
        const target = mobileRedirectFor(routeByPath('/guides')!, 0, 'fr-fr');
        expect(phoneRedirectTarget({ target, viewportWidth: width, continued, hash: '' }), `${width} ${continued}`).toBe(client);
      }
    }
  });
});

describe('PHONE_REDIRECT_SCRIPT', () => {
  it('decides as phoneRedirectTarget does, and hides the page exactly when it leaves it', () => {
    const targets = [home, deGuides, null, '//evil.example', '/\\evil.example'];
    const hashes = ['', '#faq', '#/d520', '#\\d520', '#/\t/evil.example'];
    for (const target of targets)
      for (const viewportWidth of [390, 991, 992, 1366])
        for (const continued of [false, true])
          for (const hash of hashes) {
            const input = { target, viewportWidth, continued, hash };
            const expected = phoneRedirectTarget(input);
            const { to, hidden } = run(input);
            expect(to, JSON.stringify(input)).toBe(expected);
            expect(hidden, JSON.stringify(input)).toBe(expected !== null);
          }
  });

  it('still redirects where sessionStorage cannot be read, as the client does', () => {
    expect(run({ target: home, viewportWidth: 390, continued: false, hash: '' }, 'throws').to).toBe('/mobile');
  });
});

describe('phoneRedirectTag', () => {
  it('carries the target in an attribute, escaped', () => {
    expect(phoneRedirectTag('/assets/phone-redirect-x.js', '/de/mobile?from=%2Fde%2Fguides&x="')).toBe(
      '<script src="/assets/phone-redirect-x.js" data-mobile="/de/mobile?from=%2Fde%2Fguides&amp;x=&quot;"></script>',
    );
  });
});
