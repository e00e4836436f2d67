import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_SITE_ORIGIN } from './config';
import { useSettledContent } from '../content/live';
import { pageMeta } from './pageMeta';
import { useSite } from './siteContext';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/** Stylesheets of every CJK face (scripts/cjk-fonts.mjs), by locale. */
const CJK_FONT_CSS: Partial<Record<string, string>> = {
  'zh-cn': '/fonts/noto-sans-sc.css',
  'zh-hk': '/fonts/noto-sans-hk.css',
};

/**
 * Links the locale's CJK font stylesheet once, for the pages a visitor moves on to (or switches to Chinese on).
 * First in <head>: the faces a prerendered page inlines for its own text come later, so they keep drawing that
 * text and the stylesheet's slices are fetched only for new characters.
 */
export function ensureLocaleFonts(locale: string) {
  const href = CJK_FONT_CSS[locale];
  if (!href || document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  document.head.prepend(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
}

/**
 * Per-page `<title>`, description, `<html lang>`, canonical and hreflang links after every navigation. The
 * prerender writes the same tags (`pageMeta`) into the static HTML, so on a prerendered first load this
 * rewrites them with equal values.
 */
export function DocumentMeta() {
  const intl = useIntl();
  const { route, locale, config, path } = useSite();
  const published = useSettledContent(locale, path);
  useEffect(() => {
    // A page whose title lives with its own words (helpRoutes.ts `ownTitle`): the head follows once they are in.
    if (intl.messages[route.title] === undefined) return;
    const meta = pageMeta(route, locale, intl, config.siteOrigin ?? DEFAULT_SITE_ORIGIN, published);
    document.title = meta.title;
    document.documentElement.lang = meta.lang;
    ensureLocaleFonts(locale);
    // A page's description may live with its own words (i18n/pageAreas.ts): keep the current one until they arrive.
    if (intl.messages[route.description] !== undefined)
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        (el) => el.setAttribute('content', meta.description),
      );
    document.head.querySelector('meta[name="robots"]')?.remove();
    if (meta.noindex)
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', meta.canonical),
    );
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
    for (const a of meta.alternates) {
      document.head.appendChild(
        Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: a.hreflang, href: a.href }),
      );
    }
    document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]').forEach((el) => el.remove());
    for (const f of meta.feeds ?? []) {
      document.head.appendChild(
        Object.assign(document.createElement('link'), {
          rel: 'alternate',
          type: 'application/atom+xml',
          title: f.title,
          href: f.href,
        }),
      );
    }
  }, [intl, route, locale, config.siteOrigin, published]);
  return null;
}
