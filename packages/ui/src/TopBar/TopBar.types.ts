import type { MouseEvent, ReactNode } from 'react';
import type { RouteLinkProps } from '../internal/RouteLink';

/** One top-bar menu entry (e.g. Features, Guides and FAQ, About us, Contact us, Download, Printers, Drivers). */
export interface TopBarItem {
  /** Stable identity, e.g. the route name. */
  key: string;
  /** Already translated by the consumer. */
  title: ReactNode;
  /** Internal path, or an external URL (containing `http`, opens a new tab). */
  href: string;
  /**
   * Runs on click before navigating. Call `event.preventDefault()` to act in place instead (e.g. open a dialog);
   * the `href` stays for new tabs and for visitors without JavaScript.
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** What every top-bar link gets: the current path, the router hook-up and scroll-to-top on the current page. */
export type TopBarLinkProps = Pick<RouteLinkProps, 'currentPath' | 'renderLink' | 'onNavigate' | 'onCurrentPageClick'>;
