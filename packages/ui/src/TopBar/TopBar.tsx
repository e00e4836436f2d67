import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { isCurrentPage, scrollToTop } from '../internal/scrollToTop';
import { BrandLink } from '../internal/BrandLink';
import type { RouteNavigationProps } from '../internal/RouteLink';
import { useResolvedLocale } from '../internal/useResolvedLocale';
import { useOfferedLanguages } from '../i18n/availableLocales';
import type { LanguageOption, Locale } from '../i18n/locales';
import { LanguageSelect } from '../LanguageSelect';
import { useTheme } from '../theme/useTheme';
import { invariant } from '../utils/invariant';
import { messages } from './TopBar.messages';
import { DesktopNav } from './DesktopNav';
import { MenuToggleButton } from './MenuToggleButton';
import { ShipAction } from './ShipAction';
import { Actions, DesktopActions, Inner, StyledHeader } from './TopBar.styles';
import type { TopBarItem } from './TopBar.types';
import { useMenuFit } from './useMenuFit';
import { useBarLayout, useScrolled, useViewportWidth } from './useWindowState';

/** The phone menu's dialog (Radix Dialog, focus trap, scroll lock): a chunk of its own, loaded on phones only. */
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, RouteNavigationProps {
  /**
   * Menu items in display order. Those beyond `floor(viewportWidth / 3 / 85)` go into "More", and so do any that
   * would not fit beside the actions (long labels).
   */
  items: readonly TopBarItem[];
  /** Where the logo and the Home link go. Default `/`. */
  homeHref?: string;
  /** The path being shown: its item is marked current, and links to it scroll to the top instead. */
  currentPath?: string;
  /** The current locale. Default: the locale of the surrounding `LabelwiseProvider`. */
  locale?: Locale;
  /** Called with the language picked in the dropdown. */
  onLocaleChange: (locale: Locale) => void;
  /**
   * Languages offered. Default: the enabled product languages whose catalogs the app can provide, as the
   * surrounding `LabelwiseProvider`'s `availableLocales` says.
   */
  languageOptions?: readonly LanguageOption[];
  /**
   * Width that decides the visible menu count and the mobile layout (below 992 px). Default: `window.innerWidth`,
   * kept current on resize.
   */
  viewportWidth?: number;
  /** Forces the active (scrolled) style. Default: follows `window.scrollY > 0` with a passive scroll listener. */
  scrolled?: boolean;
  /** The external shipping service login. The Ship button shows only when this is set and the locale is en-us. */
  shipHref?: string;
  /** Called when Ship is clicked, before the new tab opens: fire the site's analytics call here. */
  onShipClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Called when the logo is clicked. On the home page the bar then smooth-scrolls to the top instead of
   * navigating; call `event.preventDefault()` to stop both.
   */
  onLogoClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Show the brand name beside a logo image (without a logo the name is always shown as a wordmark). */
  showBrandName?: boolean;
  /** Extra controls placed before the language dropdown, e.g. a `HeaderSearch`. Hidden on mobile. */
  actions?: ReactNode;
}

/**
 * The site's top bar: brand logo to home, Home link, menu items with an overflow "More" menu, the
 * language dropdown and the English-only Ship button. Sticky; gains a solid, shadowed style once the page is
 * scrolled. Below 992 px the menu collapses behind a hamburger button.
 */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  {
    items,
    homeHref = '/',
    currentPath,
    locale: localeProp,
    onLocaleChange,
    languageOptions,
    viewportWidth: viewportWidthProp,
    scrolled: scrolledProp,
    shipHref,
    onShipClick,
    onLogoClick,
    showBrandName = false,
    actions,
    renderLink,
    onNavigate,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariant('TopBar', Array.isArray(items), `items must be an array; received ${typeof items}.`);
  }
  if (process.env.NODE_ENV !== 'production') {
    invariant('TopBar', new Set(items.map((item) => item.key)).size === items.length, 'item keys must be unique.');
    invariant(
      'TopBar',
      viewportWidthProp === undefined || (Number.isFinite(viewportWidthProp) && viewportWidthProp >= 0),
      `viewportWidth must be a non-negative number of px; received ${String(viewportWidthProp)}.`,
    );
  }
  const locale = useResolvedLocale(localeProp);
  const offered = useOfferedLanguages(locale, languageOptions);

  const viewportWidth = useViewportWidth(viewportWidthProp);
  const scrolled = useScrolled(scrolledProp);
  const layout = useBarLayout(viewportWidth);
  const mobile = layout === 'mobile';
  const { navRef, listRef, visible, overflow } = useMenuFit(items, viewportWidth, locale);
  const overflowActive = overflow.some((item) => isCurrentPage(item.href, currentPath));
  const showShip = locale === 'en-us' && Boolean(shipHref);

  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The phone layout fetches the menu's dialog code ahead, so the first tap opens it at once.
  useEffect(() => {
    if (mobile) loadMobileMenu().catch(() => undefined);
  }, [mobile]);
  // A navigation or a switch to the desktop layout closes the mobile menu.
  useEffect(() => setMenuOpen(false), [currentPath, mobile]);

  const scrollUp = () => scrollToTop({ duration: theme.motion.scrollToTop });
  const linkProps = { currentPath, renderLink, onNavigate, onCurrentPageClick: scrollUp };
  const homeTitle = intl.formatMessage(messages.home);

  return (
    <StyledHeader
      ref={ref}
      data-scrolled={scrolled}
      data-layout={layout}
      data-mobile={layout === 'auto' ? undefined : mobile}
      data-wide={locale === 'es-es' || undefined}
      {...rest}
    >
      <Inner>
        <BrandLink href={homeHref} onClick={onLogoClick} showBrandName={showBrandName} nowrap {...linkProps} />

        {layout === 'mobile' ? null : (
          <DesktopNav
            navRef={navRef}
            listRef={listRef}
            home={{ key: '__home', title: homeTitle, href: homeHref }}
            visible={visible}
            overflow={overflow}
            overflowActive={overflowActive}
            linkProps={linkProps}
          />
        )}

        <Actions>
          {layout === 'mobile' || !actions ? null : <DesktopActions>{actions}</DesktopActions>}
          <LanguageSelect
            value={locale}
            onValueChange={onLocaleChange}
            options={offered}
            compact={layout === 'auto' ? 'mobile' : mobile}
            size="small"
          />
          {showShip && shipHref ? <ShipAction href={shipHref} onClick={onShipClick} /> : null}
          {layout !== 'desktop' ? (
            <MenuToggleButton
              ref={toggleRef}
              open={menuOpen}
              panelId={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            />
          ) : null}
        </Actions>
      </Inner>

      {mobile && menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={panelId}
            onOpenChange={setMenuOpen}
            toggleRef={toggleRef}
            items={items}
            home={{ key: '__home', title: homeTitle, href: homeHref }}
            actions={actions}
            linkProps={linkProps}
          />
        </Suspense>
      ) : null}
    </StyledHeader>
  );
});
