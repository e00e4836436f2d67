import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { isCurrentPage, scrollToTop } from '../internal/scrollToTop';
import { BrandLink } from '../internal/BrandLink';
import type { RouteNavigationProps } from '../internal/RouteLink';
import { useResolvedLocale } from '../internal/useResolvedLocale';
import type { LanguageOption, Locale } from '../i18n/locales';
import { LanguageSelect } from '../LanguageSelect';
import { useTheme } from '../theme/ThemeProvider';
import { externalLinkProps } from '../utils/href';
import { invariant } from '../utils/invariant';
import { messages } from './TopBar.messages';
import { OverflowMenu } from './OverflowMenu';
import {
  Actions,
  Inner,
  MenuToggle,
  MobileLink,
  MobileList,
  MobileActions,
  MobilePanel,
  Nav,
  NavLink,
  NavList,
  ShipIcon,
  ShipLink,
  StyledHeader,
  ToggleIcon,
} from './TopBar.styles';
import type { TopBarItem } from './TopBar.types';
import { useScrolled, useViewportWidth } from './useWindowState';
import { isMobileWidth, splitMenuItems } from './visibleCount';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, RouteNavigationProps {
  /**
   * Menu items in display order. Those beyond `floor(viewportWidth / 3 / 85)` go into "More", and so do any that
   * would not fit beside the actions (long labels).
   */
  items: readonly TopBarItem[];
  /** Where the logo and the Home link go. Default `/index`. */
  homeHref?: string;
  /** The path being shown: its item is marked current, and links to it scroll to the top instead. */
  currentPath?: string;
  /** The current locale. Default: the locale of the surrounding `LabelwiseProvider`. */
  locale?: Locale;
  /** Called with the language picked in the dropdown. */
  onLocaleChange: (locale: Locale) => void;
  /** Languages offered. Default: the enabled product languages. */
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
    homeHref = '/index',
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
  invariant('TopBar', Array.isArray(items), `items must be an array; received ${typeof items}.`);
  const keys = new Set(items.map((item) => item.key));
  invariant('TopBar', keys.size === items.length, 'item keys must be unique.');
  invariant(
    'TopBar',
    viewportWidthProp === undefined || (Number.isFinite(viewportWidthProp) && viewportWidthProp >= 0),
    `viewportWidth must be a non-negative number of px; received ${String(viewportWidthProp)}.`,
  );
  const locale = useResolvedLocale(localeProp);

  const viewportWidth = useViewportWidth(viewportWidthProp);
  const scrolled = useScrolled(scrolledProp);
  const mobile = isMobileWidth(viewportWidth);
  // The count budgets 85 px an item, but long labels (German, French) can still overrun the room the
  // actions leave. Then items move into More one at a time until the list fits; the cap resets whenever the
  // items, the width or the language change. jsdom and the server never measure, so they keep the formula.
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState<{ key: string; cap: number }>({ key: '', cap: Number.POSITIVE_INFINITY });
  const fitKey = `${viewportWidth}|${locale}|${items.map((item) => item.key).join(',')}`;
  const cap = fit.key === fitKey ? fit.cap : Number.POSITIVE_INFINITY;
  const split = splitMenuItems(items, viewportWidth);
  const visible = split.visible.slice(0, cap);
  const overflow = items.slice(visible.length);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || visible.length === 0) return;
    if (list.scrollWidth > nav.clientWidth + 1) setFit({ key: fitKey, cap: visible.length - 1 });
  });
  const overflowActive = overflow.some((item) => isCurrentPage(item.href, currentPath));
  const showShip = locale === 'en-us' && Boolean(shipHref);

  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A navigation or a switch to the desktop layout closes the mobile menu.
  useEffect(() => setMenuOpen(false), [currentPath, mobile]);

  const scrollUp = () => scrollToTop({ duration: theme.motion.scrollToTop });
  const linkProps = { currentPath, renderLink, onNavigate, onCurrentPageClick: scrollUp };
  const homeTitle = intl.formatMessage(messages.home);

  const closePanelOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <StyledHeader
      ref={ref}
      data-scrolled={scrolled}
      data-mobile={mobile}
      data-wide={locale === 'es-es' || undefined}
      {...rest}
    >
      <Inner>
        <BrandLink href={homeHref} onClick={onLogoClick} showBrandName={showBrandName} nowrap {...linkProps} />

        {mobile ? null : (
          <Nav ref={navRef} aria-label={intl.formatMessage(messages.navLabel)}>
            <NavList ref={listRef}>
              <li>
                <NavLink href={homeHref} variant="plain" {...linkProps}>
                  {homeTitle}
                </NavLink>
              </li>
              {visible.map((item) => (
                <li key={item.key}>
                  <NavLink href={item.href} variant="plain" onClick={item.onClick} {...linkProps}>
                    {item.title}
                  </NavLink>
                </li>
              ))}
              {overflow.length > 0 ? (
                <li>
                  <OverflowMenu items={overflow} active={overflowActive} label={intl.formatMessage(messages.more)} linkProps={linkProps} />
                </li>
              ) : null}
            </NavList>
          </Nav>
        )}

        <Actions>
          {mobile ? null : actions}
          <LanguageSelect
            value={locale}
            onValueChange={onLocaleChange}
            options={languageOptions}
            compact={mobile}
            size="small"
          />
          {showShip && shipHref ? (
            <ShipLink href={shipHref} variant="plain" onClick={onShipClick} {...externalLinkProps}>
              <ShipIcon aria-hidden viewBox="0 0 16 16" focusable="false">
                <path d="M1.5 4h8v7h-8zM9.5 6.5h3l2 2.5v2h-5" />
                <circle cx="4.5" cy="12" r="1.5" />
                <circle cx="11.5" cy="12" r="1.5" />
              </ShipIcon>
              {intl.formatMessage(messages.ship)}
            </ShipLink>
          ) : null}
          {mobile ? (
            <MenuToggle
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? panelId : undefined}
              aria-label={intl.formatMessage(menuOpen ? messages.closeMenu : messages.openMenu)}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <ToggleIcon aria-hidden viewBox="0 0 22 22" focusable="false">
                {menuOpen ? <path d="m5 5 12 12M17 5 5 17" /> : <path d="M3 6h16M3 11h16M3 16h16" />}
              </ToggleIcon>
            </MenuToggle>
          ) : null}
        </Actions>
      </Inner>

      {mobile && menuOpen ? (
        <MobilePanel id={panelId} onKeyDown={closePanelOnEscape}>
          {/* On phones the actions (the header search) live at the top of the menu panel. */}
          {actions ? <MobileActions data-state="open">{actions}</MobileActions> : null}
          <nav aria-label={intl.formatMessage(messages.navLabel)}>
            <MobileList>
              {[{ key: '__home', title: homeTitle, href: homeHref } as TopBarItem, ...items].map((item) => (
                <li key={item.key}>
                  <MobileLink
                    href={item.href}
                    variant="plain"
                   
                    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                      item.onClick?.(event);
                      setMenuOpen(false);
                    }}
                    {...linkProps}
                  >
                    {item.title}
                  </MobileLink>
                </li>
              ))}
            </MobileList>
          </nav>
        </MobilePanel>
      ) : null}
    </StyledHeader>
  );
});
