import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { normalizePath } from '../internal/scrollToTop';
import type { RouteNavigationProps } from '../internal/RouteLink';
import { invariant } from '../utils/invariant';
import { messages } from './Breadcrumb.messages';
import { Crumb, CrumbLink, CurrentCrumb, List, Separator, StyledNav } from './Breadcrumb.styles';

export interface BreadcrumbItem {
  /** The route title, already translated. */
  title: ReactNode;
  /** Makes the crumb a link. The last crumb is the current page and never a link. */
  path?: string;
}

export interface BreadcrumbHome {
  /** Default: the library's "Home" in the current locale. */
  title?: ReactNode;
  path: string;
}

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement>, RouteNavigationProps {
  /** Crumbs from the top level down to the current page (each one the route's title). */
  items: readonly BreadcrumbItem[];
  /**
   * The home crumb prefixed to `items`. Default `{ path: '/' }` titled "Home"; `false` omits it.
   * It is not repeated when the first item already points at the same path.
   */
  home?: BreadcrumbHome | false;
}

const defaultHome: BreadcrumbHome = { path: '/' };

/**
 * Where the current page sits: a `nav` landmark with an ordered list of crumbs, the last marked
 * `aria-current="page"`.
 */
export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
  { items, home = defaultHome, renderLink, onNavigate, ...rest },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('Breadcrumb', Array.isArray(items), `items must be an array; received ${typeof items}.`);
    invariant(
      'Breadcrumb',
      home === false || (typeof home === 'object' && home !== null && typeof home.path === 'string'),
      'home must be { path, title? } or false.',
    );
  }
  const first = items[0];
  const homeIsFirst =
    home !== false && first?.path !== undefined && normalizePath(first.path) === normalizePath(home.path);
  const crumbs: BreadcrumbItem[] =
    home === false || homeIsFirst
      ? [...items]
      : [{ title: home.title ?? intl.formatMessage(messages.home), path: home.path }, ...items];

  return (
    <StyledNav ref={ref} aria-label={intl.formatMessage(messages.label)} {...rest}>
      <List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Crumb key={crumb.path ?? `crumb-${index}`}>
              {index > 0 ? <Separator aria-hidden>/</Separator> : null}
              {last || crumb.path === undefined ? (
                <CurrentCrumb aria-current={last ? 'page' : undefined}>{crumb.title}</CurrentCrumb>
              ) : (
                <CrumbLink href={crumb.path} variant="plain" renderLink={renderLink} onNavigate={onNavigate}>
                  {crumb.title}
                </CrumbLink>
              )}
            </Crumb>
          );
        })}
      </List>
    </StyledNav>
  );
});
