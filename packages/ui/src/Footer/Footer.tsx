import { forwardRef, useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/locales';
import { useTheme } from '../theme/useTheme';
import { invariant } from '../utils/invariant';
import { messages } from './Footer.messages';
import { BrandLink } from '../internal/BrandLink';
import type { RouteNavigationProps } from '../internal/RouteLink';
import { useResolvedLocale } from '../internal/useResolvedLocale';
import { scrollToTop } from '../internal/scrollToTop';
import {
  Bottom,
  BrandColumn,
  Copyright,
  FooterLink,
  Heading,
  Inner,
  LinkList,
  Section,
  StyledFooter,
  Tagline,
  Top,
} from './Footer.styles';

/** One footer link. */
export interface FooterLinkItem {
  /** Stable identity within its group. */
  key: string;
  /** Already translated by the consumer. */
  title: ReactNode;
  /** Internal path, or an external URL (containing `http`, opens a new window). */
  href: string;
  /**
   * Runs first on click; call `event.preventDefault()` to take over, e.g. to open the features dialog at a group
   * instead of following the link.
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The footer's three lists. */
export interface FooterGroups {
  /** Site pages: home, download, drivers, guides, contact us, about us. */
  pages: readonly FooterLinkItem[];
  /** Feature links: App, Design, Data, Print. */
  features: readonly FooterLinkItem[];
  /** The three guide links. */
  guides: readonly FooterLinkItem[];
}

export interface FooterProps extends HTMLAttributes<HTMLElement>, RouteNavigationProps {
  groups: FooterGroups;
  /** The path being shown: a link to it gets `aria-current` and scrolls to the top instead of navigating. */
  currentPath?: string;
  /** The current locale; the privacy link shows only for en-us. Default: the provider's locale. */
  locale?: Locale;
  /** Where the logo goes. Default `/`. */
  homeHref?: string;
  /** The privacy page, labelled "Privacy & Compliance". Shown only when the locale is en-us. */
  privacyHref?: string;
  /**
   * The copyright year. Default: the current year. A server-rendered page passes a fixed year, so the server and the
   * browser render the same line.
   */
  copyrightYear?: number;
  /**
   * The last year of the copyright range: `© 2022–2026`. Pass a value that is the same on the server and in the
   * browser (e.g. the build year, then the current year after hydration). Ignored unless after `copyrightYear`.
   */
  copyrightEndYear?: number;
  /** A line naming the site's publisher, already translated (a co-branded page credits the publisher here). */
  publisherNote?: ReactNode;
  /** A line under the logo, already translated. */
  tagline?: ReactNode;
  /** Show the brand name beside a logo image (without a logo the name is always shown). */
  showBrandName?: boolean;
  /** Level of the list headings, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Called when the logo is clicked; `event.preventDefault()` stops the scroll or navigation. */
  onLogoClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const groupOrder = ['pages', 'features', 'guides'] as const;

/**
 * The site footer: brand, Pages / Features / Guides lists, the copyright line and, in English only,
 * the Privacy & Compliance link. A link to the page being shown, or the logo on the home page, smooth-scrolls
 * to the top over `theme.motion.scrollToTop` (800 ms) instead of navigating.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    groups,
    currentPath,
    locale: localeProp,
    homeHref = '/',
    privacyHref,
    copyrightYear = new Date().getFullYear(),
    copyrightEndYear,
    publisherNote,
    tagline,
    showBrandName = false,
    headingLevel = 2,
    onLogoClick,
    renderLink,
    onNavigate,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const theme = useTheme();
  const idPrefix = useId();
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Footer',
      typeof groups === 'object' && groups !== null && groupOrder.every((group) => Array.isArray(groups[group])),
      'groups must be { pages, features, guides }, each an array of links.',
    );
    invariant(
      'Footer',
      Number.isInteger(copyrightYear),
      `copyrightYear must be an integer; received ${String(copyrightYear)}.`,
    );
    invariant(
      'Footer',
      copyrightEndYear === undefined || Number.isInteger(copyrightEndYear),
      `copyrightEndYear must be an integer; received ${String(copyrightEndYear)}.`,
    );
  }
  // An en dash joins the range in every locale: the year is preformatted text in the message.
  const years =
    copyrightEndYear !== undefined && copyrightEndYear > copyrightYear
      ? `${copyrightYear}–${copyrightEndYear}`
      : String(copyrightYear);
  const locale = useResolvedLocale(localeProp);
  const { brand } = theme;

  const linkProps = {
    currentPath,
    renderLink,
    onNavigate,
    onCurrentPageClick: () => scrollToTop({ duration: theme.motion.scrollToTop }),
  };

  return (
    <StyledFooter ref={ref} {...rest}>
      <Inner>
        <Top>
          <BrandColumn>
            <BrandLink href={homeHref} onClick={onLogoClick} showBrandName={showBrandName} {...linkProps} />
            {tagline ? <Tagline>{tagline}</Tagline> : null}
          </BrandColumn>
          {/* A group without links shows no heading either. */}
          {groupOrder
            .filter((group) => groups[group].length > 0)
            .map((group) => {
              const headingId = `${idPrefix}-${group}`;
              return (
                <Section key={group} aria-labelledby={headingId}>
                  <Heading as={`h${headingLevel}`} id={headingId}>
                    {intl.formatMessage(messages[group])}
                  </Heading>
                  <LinkList>
                    {groups[group].map((link) => (
                      <li key={link.key}>
                        <FooterLink href={link.href} variant="plain" onClick={link.onClick} {...linkProps}>
                          {link.title}
                        </FooterLink>
                      </li>
                    ))}
                  </LinkList>
                </Section>
              );
            })}
        </Top>
        <Bottom>
          <Copyright>{intl.formatMessage(messages.copyright, { year: years, brand: brand.name })}</Copyright>
          {publisherNote ? <Copyright data-variant="publisher">{publisherNote}</Copyright> : null}
          {locale === 'en-us' && privacyHref ? (
            <FooterLink href={privacyHref} variant="plain" {...linkProps}>
              {intl.formatMessage(messages.privacy)}
            </FooterLink>
          ) : null}
        </Bottom>
      </Inner>
    </StyledFooter>
  );
});
