import { forwardRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Link, type LinkProps } from '../Link';
import { composeEventHandlers } from '../utils/composeEventHandlers';
import { isExternalHref } from '../utils/href';
import { isCurrentPage } from './scrollToTop';

/** What `renderLink` receives: the internal path and the link's content. */
export interface RenderLinkProps {
  href: string;
  children: ReactNode;
}

/**
 * Renders an internal link with your router, e.g. `({ href, children }) => <RouterLink to={href}>{children}</RouterLink>`.
 * Return one element that forwards its props and ref to an `<a>`: the library merges its class, ARIA attributes
 * and click handler into it (a click it handles itself, such as scroll-to-top, calls `preventDefault()`, which
 * router links respect). External hrefs (containing `http`) never go through `renderLink`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

/** Navigation props shared by the library's layout components. */
export interface RouteNavigationProps {
  /** Renders internal links with your router. Without it, links are plain anchors. */
  renderLink?: RenderLink;
  /**
   * Called with the path of an internal link on a plain left click, after `preventDefault()`: the simplest way
   * to hook up client-side navigation when not using `renderLink`.
   */
  onNavigate?: (path: string) => void;
}

export interface RouteLinkProps extends Omit<LinkProps, 'asChild' | 'href' | 'children'>, RouteNavigationProps {
  href: string;
  children: ReactNode;
  /** The path being shown: a link to it gets `aria-current="page"`. */
  currentPath?: string;
  /** Runs instead of navigating when the link points at the current page (the layout's scroll-to-top). */
  onCurrentPageClick?: () => void;
}

/** A click the browser should handle itself: new tab, new window, download, context menu. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A library `Link` that routes internal paths through `renderLink` / `onNavigate` and can scroll to the top when
 * it points at the current page. Internal to the layout components.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink(
  { href, children, renderLink, onNavigate, currentPath, onCurrentPageClick, onClick, ...rest },
  ref,
) {
  const external = isExternalHref(href);
  const current = isCurrentPage(href, currentPath);
  const handleClick = composeEventHandlers<MouseEvent<HTMLAnchorElement>>(onClick, (event) => {
    if (external || isModifiedClick(event)) return;
    if (current && onCurrentPageClick) {
      event.preventDefault();
      onCurrentPageClick();
    } else if (onNavigate) {
      event.preventDefault();
      onNavigate(href);
    }
  });
  const shared = { ref, href, 'aria-current': current ? ('page' as const) : undefined, onClick: handleClick, ...rest };
  if (renderLink && !external) {
    return (
      <Link asChild {...shared}>
        {renderLink({ href, children })}
      </Link>
    );
  }
  return <Link {...shared}>{children}</Link>;
});
