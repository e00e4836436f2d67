import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { OverflowMenu } from './OverflowMenu';
import { messages } from './TopBar.messages';
import { Nav, NavLink, NavList } from './TopBar.styles';
import type { TopBarItem, TopBarLinkProps } from './TopBar.types';

export interface DesktopNavProps {
  /** Measured to move items into "More" when their labels overrun the room. */
  navRef: RefObject<HTMLElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
  /** The Home entry, first in the list. */
  home: TopBarItem;
  /** Items that fit inline. */
  visible: readonly TopBarItem[];
  /** Items that go into "More". */
  overflow: readonly TopBarItem[];
  /** One of the overflow items is the current page. */
  overflowActive: boolean;
  linkProps: TopBarLinkProps;
}

/** The bar's inline menu on wide screens: Home, the items that fit, then "More". */
export function DesktopNav({ navRef, listRef, home, visible, overflow, overflowActive, linkProps }: DesktopNavProps) {
  const intl = useIntl();
  return (
    <Nav ref={navRef} aria-label={intl.formatMessage(messages.navLabel)}>
      <NavList ref={listRef}>
        {[home, ...visible].map((item) => (
          <li key={item.key}>
            <NavLink href={item.href} variant="plain" onClick={item.onClick} {...linkProps}>
              {item.title}
            </NavLink>
          </li>
        ))}
        {overflow.length > 0 ? (
          <li>
            <OverflowMenu
              items={overflow}
              active={overflowActive}
              label={intl.formatMessage(messages.more)}
              linkProps={linkProps}
            />
          </li>
        ) : null}
      </NavList>
    </Nav>
  );
}
