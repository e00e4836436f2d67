import type { FeatureGroupKey, FooterGroups, SearchableRoute, TopBarItem } from '@labelwise/ui';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SiteMessageId } from '../i18n';
import { guideModels } from '../content/guides';
import { cnRouteList, routesForVariant } from '../logic/routes';
import { useWholeContent } from '../content/live';
import { useSite } from './siteContext';

/**
 * The global menu: Features, Guides and FAQ, About us, Contact us, Download, Printers, Drivers. "Features" opens the
 * features dialog (its href, /features, stays for new tabs and no-JS visitors).
 */
const globalMenu: ReadonlyArray<{ key: string; title: SiteMessageId; path: string }> = [
  { key: 'features', title: 'site.nav.features', path: '/features' },
  { key: 'guides', title: 'site.nav.guidesFaq', path: '/guides' },
  { key: 'about', title: 'site.nav.aboutUs', path: '/aboutUs' },
  { key: 'contact', title: 'site.nav.contactUs', path: '/contactUs' },
  { key: 'download', title: 'site.nav.download', path: '/download' },
  // "Printers" (the compatibility chart) and "Drivers" (the driver finder) carry their pages' titles, so the menu
  // label a visitor clicks is the heading they land on.
  { key: 'printers', title: 'site.route.chartTitle', path: '/chart' },
  { key: 'drivers', title: 'site.route.printersTitle', path: '/printers' },
];

type OpenFeatures = (group: FeatureGroupKey | null) => (event: MouseEvent<HTMLAnchorElement>) => void;

/** The header search's pages, the top bar's menu and the footer's link groups, in the visitor's locale. */
export function useLayoutNav(openFeatures: OpenFeatures) {
  const intl = useIntl();
  const { locale, variant, localize } = useSite();
  const t = useCallback((id: SiteMessageId) => intl.formatMessage({ id }), [intl]);
  // Pages whose titles are not in the shell (the printer doctor's) join the search once their words are loaded.
  const [extra, setExtra] = useState<{ locale: string; routes: SearchableRoute[] }>();
  const hasDoctor = routesForVariant(variant).some((r) => r.ownTitle && r.locales.includes(locale));
  // The symptoms' published names: the whole snapshot, as a page rendered by the server embeds only what it shows.
  const wholeContent = useWholeContent();
  const loadSearchExtras = useCallback(() => {
    if (hasDoctor && extra?.locale !== locale)
      void Promise.all([import('./searchExtras'), wholeContent(locale)])
        .then(([m, content]) => m.doctorSearchRoutes(locale, localize, content))
        .then(
          (routes) => setExtra({ locale, routes }),
          () => undefined,
        );
  }, [extra, hasDoctor, locale, localize, wholeContent]);

  // Header search over the visible pages of this variant, in this locale (canonical pages only: no aliases).
  const searchable: SearchableRoute[] = useMemo(
    () =>
      routesForVariant(variant)
        .filter((r) => !r.hidden && r.layout === 'main' && r.canonical === r.path && r.locales.includes(locale))
        .filter((r) => r.page !== 'mobile' && !r.ownTitle)
        .map((r) => ({ title: intl.formatMessage({ id: r.title }, r.titleValues), path: localize(r.path) }))
        // "Drivers for <model>": a model number typed into the search offers its drivers directly.
        .concat(
          routesForVariant(variant).some((r) => r.page === 'printers')
            ? guideModels.map((g) => ({
                title: intl.formatMessage({ id: 'site.common.driversFor' }, { model: g.name }),
                path: `${localize('/printers')}?q=${encodeURIComponent(g.name)}`,
              }))
            : [],
        )
        .concat(extra?.locale === locale ? extra.routes : []),
    [extra, intl, locale, localize, variant],
  );

  const items: TopBarItem[] = useMemo(() => {
    const source =
      variant === 'cn' ? cnRouteList.map((r) => ({ key: r.name, title: r.title, path: r.path })) : globalMenu;
    return source.map((item) => ({
      key: item.key,
      title: intl.formatMessage({ id: item.title }),
      href: localize(item.path),
      ...(item.key === 'features' ? { onClick: openFeatures(null) } : {}),
    }));
  }, [intl, localize, openFeatures, variant]);

  const groups: FooterGroups = useMemo(
    () => ({
      pages: [
        { key: 'home', title: t('site.nav.home'), href: localize('/') },
        { key: 'download', title: t('site.nav.download'), href: localize('/download') },
        // The finder has one name everywhere: its page title, as in the menu.
        { key: 'drivers', title: t('site.route.printersTitle'), href: localize('/printers') },
        { key: 'guides', title: t('site.nav.guidesFaq'), href: localize('/guides') },
        { key: 'contact', title: t('site.nav.contactUs'), href: localize('/contactUs') },
        { key: 'about', title: t('site.nav.aboutUs'), href: localize('/aboutUs') },
      ],
      features: [
        { key: 'app', title: t('site.footer.featureApp'), href: localize('/download') },
        {
          key: 'design',
          title: t('site.footer.featureDesign'),
          href: `${localize('/features')}#design`,
          onClick: openFeatures('design'),
        },
        {
          key: 'data',
          title: t('site.footer.featureData'),
          href: `${localize('/features')}#data`,
          onClick: openFeatures('data'),
        },
        {
          key: 'print',
          title: t('site.footer.featurePrint'),
          href: `${localize('/features')}#print`,
          onClick: openFeatures('print'),
        },
      ],
      guides: [
        { key: 'install', title: t('site.footer.guideInstall'), href: localize('/guides') },
        { key: 'driver', title: t('site.footer.guideDriver'), href: localize('/printers') },
        { key: 'troubleshooting', title: t('site.footer.guideTroubleshooting'), href: localize('/doctor') },
      ],
    }),
    [localize, openFeatures, t],
  );

  return { searchable, loadSearchExtras, items, groups };
}
