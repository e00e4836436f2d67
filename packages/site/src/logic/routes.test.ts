import { parentRoutes } from './routeParents';
import { DOCTOR_SYMPTOMS } from '@labelwise/contract/doctor';
import { SHIPPING_PLATFORMS } from '@labelwise/contract/shipping';
import { describe, expect, it } from 'vitest';
import { guideModels } from '../content/guides';
import { isSiteMessageId } from '../i18n';
import { legacyHashTarget } from './legacyHash';
import {
  cnMenuTitles,
  entryRedirect,
  fullSiteTarget,
  hasFullSiteMarker,
  withFullSiteMarker,
  withoutFullSiteMarker,
  hreflangAlternates,
  mobileRedirectFor,
  readFullSiteChoice,
  rememberFullSiteChoice,
  prerenderPaths,
  resolvePath,
  routeByPath,
  routesForVariant,
  routeTable,
  siteVariantFor,
  sitemapPaths,
} from './routes';

const SPEC_PUBLIC = [
  '/',
  '/features',
  '/contactUs',
  '/guides',
  '/privacy',
  '/downloadNew',
  '/download',
  '/printers',
  '/chart',
  '/aboutUs',
  '/phomemo',
  '/itari',
  '/omezizy',
  '/supportedBarcode',
];

/** Help pages beyond the core route list: the Label PDF tool and the shipping-platform set-ups and the printer doctor. */
const HELP_ROUTES = [
  '/tools/label-pdf',
  '/shipping',
  ...SHIPPING_PLATFORMS.map((p) => `/shipping/${p.slug}`),
  '/doctor',
  ...DOCTOR_SYMPTOMS.map((s) => `/doctor/${s.slug}`),
];

describe('route table', () => {
  it('has every public route, the 31 guide pages, /mobile and /404', () => {
    const paths = routeTable.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining([...SPEC_PUBLIC, ...HELP_ROUTES, '/mobile', '/404']));
    for (const g of guideModels) expect(paths).toContain(g.path);
    expect(routeTable).toHaveLength(SPEC_PUBLIC.length + HELP_ROUTES.length + 31 + 2);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
  });

  it('names the pages above a nested one for its breadcrumb, and only pages that exist', () => {
    const above = (path: string) => parentRoutes(routeByPath(path)!).map((r) => r.path);
    expect(above('/shipping/ups')).toEqual(['/shipping']);
    expect(above('/doctor/blank-labels')).toEqual(['/doctor']);
    expect(above('/tools/label-pdf')).toEqual([]);
    expect(above('/d520')).toEqual([]);
  });

  it('gives every route a real title and description', () => {
    for (const r of routeTable) {
      expect(isSiteMessageId(r.title), r.path).toBe(true);
      expect(isSiteMessageId(r.description), r.path).toBe(true);
    }
    expect(routeByPath('/pm241')?.titleValues).toEqual({ model: 'PM-241-BT' });
    expect(routeByPath('/itari')).toMatchObject({ page: 'partner', partner: 'itari', titleValues: { brand: 'Itari' } });
  });

  it('redirects only Index and Guides to /mobile, on phones (below 768 px): a tablet keeps the page it asked for', () => {
    expect(routeTable.filter((r) => r.mobileRedirect).map((r) => r.name)).toEqual(['Index', 'Guides']);
    expect(mobileRedirectFor(routeByPath('/')!, 390, 'en-us')).toBe('/mobile');
    expect(mobileRedirectFor(routeByPath('/guides')!, 767, 'de-de')).toBe('/de/mobile?from=%2Fde%2Fguides');
    expect(mobileRedirectFor(routeByPath('/guides')!, 768, 'de-de')).toBeNull();
    expect(mobileRedirectFor(routeByPath('/')!, 820, 'en-us')).toBeNull();
    expect(mobileRedirectFor(routeByPath('/printers')!, 390, 'en-us')).toBeNull();
    // A guide reached through an old hash link (/#/d520 → /d520) is never sent to /mobile.
    expect(mobileRedirectFor(routeByPath(legacyHashTarget('#/d520')!)!, 390, 'en-us')).toBeNull();
  });

  it('keeps the anchor asked for: in ?from= for "Continue", and on /mobile itself (#faq is its FAQ too)', () => {
    expect(mobileRedirectFor(routeByPath('/guides')!, 390, 'en-us', false, '#faq')).toBe(
      '/mobile?from=%2Fguides%23faq#faq',
    );
    expect(mobileRedirectFor(routeByPath('/')!, 390, 'de-de', false, '#partners')).toBe(
      '/de/mobile?from=%2Fde%23partners#partners',
    );
    // An empty `#` or an old hash route is not an anchor.
    expect(mobileRedirectFor(routeByPath('/guides')!, 390, 'en-us', false, '#')).toBe('/mobile?from=%2Fguides');
    expect(mobileRedirectFor(routeByPath('/')!, 390, 'en-us', false, '#/d520')).toBe('/mobile');
    const storage = { getItem: () => null, setItem: () => undefined };
    expect(entryRedirect({ pathname: '/guides', search: '', hash: '#faq' }, 'global', 390, storage)).toBe(
      '/mobile?from=%2Fguides%23faq#faq',
    );
    expect(fullSiteTarget('?from=%2Fguides%23faq', 'en-us')).toBe('/guides#faq');
  });

  it('stops redirecting once the visitor chose the full website in this visit', () => {
    expect(mobileRedirectFor(routeByPath('/')!, 390, 'en-us', true)).toBeNull();
    expect(mobileRedirectFor(routeByPath('/guides')!, 390, 'fr-fr', true)).toBeNull();
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readFullSiteChoice(storage)).toBe(false);
    rememberFullSiteChoice(storage);
    expect(readFullSiteChoice(storage)).toBe(true);
    // Storage that is missing or throws never breaks the page.
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberFullSiteChoice(throwing)).not.toThrow();
    expect(readFullSiteChoice(throwing)).toBe(false);
    expect(readFullSiteChoice(null)).toBe(false);
  });

  it('moves a URL before its page shows: the full-site marker is remembered and dropped, phones go to /mobile', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(entryRedirect(at('/de/guides'), 'global', 390, storage)).toBe('/de/mobile?from=%2Fde%2Fguides');
    expect(entryRedirect(at('/de/guides'), 'global', 1280, storage)).toBeNull();
    expect(entryRedirect(at('/aboutUs'), 'global', 390, storage)).toBeNull();
    expect(entryRedirect(at('/nope'), 'global', 390, storage)).toBeNull();
    expect(entryRedirect(at('/de/guides', '?full=1&x=2', '#faq'), 'global', 390, storage)).toBe('/de/guides?x=2#faq');
    // Remembered: the same phone now stays on the page asked for.
    expect(entryRedirect(at('/de/guides'), 'global', 390, storage)).toBeNull();
  });

  it('continues to the page asked for, never off-site or back to /mobile', () => {
    expect(fullSiteTarget('?from=%2Fde%2Fguides', 'de-de')).toBe('/de/guides');
    expect(fullSiteTarget('', 'de-de')).toBe('/de');
    expect(fullSiteTarget('?from=%2F%2Fevil.example', 'en-us')).toBe('/');
    expect(fullSiteTarget('?from=https%3A%2F%2Fevil.example', 'en-us')).toBe('/');
    expect(fullSiteTarget('?from=%2Fmobile', 'en-us')).toBe('/');
    expect(fullSiteTarget('?from=%2Fnope', 'fr-fr')).toBe('/fr');
  });

  it('carries the choice in the continue link (?full=1), and takes it off again', () => {
    expect(withFullSiteMarker('/de/guides')).toBe('/de/guides?full=1');
    expect(withFullSiteMarker('/guides?x=1#faq')).toBe('/guides?x=1&full=1#faq');
    expect(hasFullSiteMarker('?full=1')).toBe(true);
    expect(hasFullSiteMarker('?x=1&full=1')).toBe(true);
    expect(hasFullSiteMarker('?full=0')).toBe(false);
    expect(hasFullSiteMarker('')).toBe(false);
    expect(withoutFullSiteMarker('?full=1')).toBe('');
    expect(withoutFullSiteMarker('?x=1&full=1&y=2')).toBe('?x=1&y=2');
  });

  it('marks the same-page aliases with their canonical URL and puts /404 and /mobile in the layout', () => {
    expect(routeByPath('/features')).toMatchObject({ page: 'features', canonical: '/features' });
    expect(routeByPath('/downloadNew')).toMatchObject({ page: 'download', canonical: '/download' });
    // Both are pages of the main layout (top bar, search, footer): a visitor is never trapped on them.
    expect(routeByPath('/404')).toMatchObject({ layout: 'main', hidden: true });
    expect(routeByPath('/mobile')).toMatchObject({ layout: 'main', hidden: false });
  });
});

describe('resolvePath', () => {
  it('finds routes with and without a locale prefix', () => {
    expect(resolvePath('/printers')).toMatchObject({ kind: 'route', locale: 'en-us', route: { name: 'Printers' } });
    expect(resolvePath('/de/printers?brand=1')).toMatchObject({
      kind: 'route',
      locale: 'de-de',
      search: '?brand=1',
      route: { name: 'Printers' },
    });
    expect(resolvePath('/zh-cn/d520')).toMatchObject({ kind: 'route', locale: 'zh-cn', route: { guide: 'd520' } });
    expect(resolvePath('/')).toMatchObject({ kind: 'route', route: { name: 'Index' } });
    expect(resolvePath('/fr')).toMatchObject({ kind: 'route', locale: 'fr-fr', route: { name: 'Index' } });
  });

  it('sends unknown paths to 404 in the visitor’s locale', () => {
    expect(resolvePath('/nope')).toMatchObject({ kind: 'notFound', locale: 'en-us', route: { path: '/404' } });
    expect(resolvePath('/es/nope/deeper')).toMatchObject({ kind: 'notFound', locale: 'es-es' });
    expect(resolvePath('/en/printers')).toMatchObject({ kind: 'notFound' });
  });

  it('redirects /index, wrong case and trailing slashes to the canonical path', () => {
    expect(resolvePath('/index')).toEqual({ kind: 'redirect', to: '/', permanent: true });
    expect(resolvePath('/de/index')).toEqual({ kind: 'redirect', to: '/de', permanent: true });
    expect(resolvePath('/6xl')).toEqual({ kind: 'redirect', to: '/6XL', permanent: true });
    expect(resolvePath('/de/ds-50p')).toEqual({ kind: 'redirect', to: '/de/DS-50P', permanent: true });
    expect(resolvePath('/printers/?x=1')).toEqual({ kind: 'redirect', to: '/printers?x=1', permanent: true });
  });

  it('serves Privacy & Compliance in every locale', () => {
    expect(resolvePath('/privacy')).toMatchObject({ kind: 'route', route: { name: 'Privacy' } });
    expect(resolvePath('/de/privacy')).toMatchObject({ kind: 'route', route: { name: 'Privacy' }, locale: 'de-de' });
  });

  it('handles the /redirect refresh route', () => {
    expect(resolvePath('/redirect/printers?brand=2')).toEqual({
      kind: 'refresh',
      to: '/printers?brand=2',
      locale: 'en-us',
    });
    expect(resolvePath('/de/redirect/d520')).toEqual({ kind: 'refresh', to: '/de/d520', locale: 'de-de' });
    expect(resolvePath('/redirect')).toEqual({ kind: 'refresh', to: '/', locale: 'en-us' });
    expect(resolvePath('/redirect//evil.example')).toMatchObject({ kind: 'refresh', to: '/evil.example' });
    expect(resolvePath('/redirect/\\evil.example')).toMatchObject({ kind: 'refresh', to: '/evil.example' });
  });
});

describe('prerender, sitemap and hreflang', () => {
  it('prerenders every route in every locale', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/de');
    expect(paths).toContain('/zh-hk/a64m');
    expect(paths).toContain('/privacy');
    expect(paths).toContain('/de/privacy');
    expect(paths).toHaveLength(routeTable.length * 6);
  });

  it('lists canonical, visible pages in the sitemap', () => {
    const paths = sitemapPaths();
    expect(paths).not.toContain('/downloadNew');
    expect(paths).toContain('/features');
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain('/mobile');
    expect(paths).toContain('/es/download');
  });

  it('emits hreflang alternates with x-default', () => {
    const links = hreflangAlternates(routeByPath('/printers')!, 'https://labelwise.example/');
    expect(links).toContainEqual({ hreflang: 'de-DE', href: 'https://labelwise.example/de/printers' });
    expect(links).toContainEqual({ hreflang: 'zh-HK', href: 'https://labelwise.example/zh-hk/printers' });
    expect(links).toContainEqual({ hreflang: 'x-default', href: 'https://labelwise.example/printers' });
    expect(links).toHaveLength(7);
    expect(hreflangAlternates(routeByPath('/downloadNew')!, 'https://x.example')[0]!.href).toBe(
      'https://x.example/download',
    );
  });
});

describe('Chinese-market variant', () => {
  it('is chosen by domain, a configured host list or the build setting', () => {
    expect(siteVariantFor({ host: 'labelwise.cn' })).toBe('cn');
    expect(siteVariantFor({ host: 'www.labelwise.cn:8443' })).toBe('cn');
    expect(siteVariantFor({ host: 'labelwise.example' })).toBe('global');
    expect(siteVariantFor({ host: 'cn.labelwise.example', cnHosts: ['cn.labelwise.example'] })).toBe('cn');
    expect(siteVariantFor({ host: 'labelwise.cn', cnHosts: ['cn.labelwise.example'] })).toBe('global');
    expect(siteVariantFor({ host: 'localhost', buildVariant: 'cn' })).toBe('cn');
    expect(siteVariantFor({ host: 'labelwise.cn', buildVariant: 'global' })).toBe('global');
    expect(siteVariantFor({})).toBe('global');
  });

  it('serves the reduced list: download, printers as Drivers, guides, contactUs, aboutUs', () => {
    const cn = routesForVariant('cn');
    expect(cn.filter((r) => !r.hidden && r.page !== 'mobile').map((r) => [r.path, r.name])).toEqual([
      ['/download', 'Download'],
      ['/printers', 'Drivers'],
      ['/guides', 'Guides'],
      ['/contactUs', 'ContactUs'],
      ['/aboutUs', 'AboutUs'],
    ]);
    expect(resolvePath('/printers', 'cn')).toMatchObject({
      kind: 'route',
      route: { name: 'Drivers', title: 'site.nav.drivers' },
    });
    expect(resolvePath('/', 'cn')).toEqual({ kind: 'redirect', to: '/download', permanent: false });
    expect(resolvePath('/d520', 'cn')).toMatchObject({ kind: 'notFound' });
  });

  it('titles the menu in Chinese or English depending on the flag', () => {
    expect(cnMenuTitles(true).map((t) => t.title)).toEqual([
      '下载',
      '驱动程序',
      '指南与常见问题',
      '联系我们',
      '关于我们',
    ]);
    expect(cnMenuTitles(false).map((t) => t.title)).toEqual([
      'Download',
      'Drivers',
      'Guides and FAQ',
      'Contact us',
      'About us',
    ]);
  });
});
