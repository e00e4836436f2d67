import { toBcp47 } from '@labelwise/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { connectionName, guideBySlug } from '../content/guides';
import { hreflangAlternates } from '../logic/routes';
import { useSite } from './site-context';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/**
 * Per-page `<title>`, description, `<html lang>`, canonical and hreflang links. Prerendering (not built yet)
 * will emit the same tags into static HTML; this keeps them right after client-side navigation.
 */
export function DocumentMeta() {
  const intl = useIntl();
  const { route, locale } = useSite();
  useEffect(() => {
    const guide = route.guide ? guideBySlug(route.guide) : undefined;
    const connections = guide ? intl.formatList(guide.connections.map((c) => intl.formatMessage({ id: connectionName[c] }))) : '';
    const values = { ...route.titleValues, connections };
    const page = intl.formatMessage({ id: route.title }, values);
    document.title = route.path === '/' ? `${intl.formatMessage({ id: 'site.route.siteName' })} | ${page}` : intl.formatMessage({ id: 'site.route.documentTitle' }, { page });
    document.documentElement.lang = toBcp47(locale);
    const description = intl.formatMessage({ id: route.description }, values);
    setMeta('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (el) => el.setAttribute('content', description));
    const origin = window.location.origin;
    const alternates = hreflangAlternates(route, origin);
    const canonical = alternates.find((a) => a.hreflang === toBcp47(locale))?.href ?? alternates[alternates.length - 1]!.href;
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) => el.setAttribute('href', canonical));
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
    if (!route.hidden) {
      for (const a of alternates) {
        const link = Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: a.hreflang, href: a.href });
        document.head.appendChild(link);
      }
    }
  }, [intl, route, locale]);
  return null;
}
