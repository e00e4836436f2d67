import { forwardRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './TopBar.messages';
import { MenuToggle, MobileActions, MobileLink, MobileList, MobilePanel, ToggleIcon } from './TopBar.styles';
import type { TopBarItem, TopBarLinkProps } from './TopBar.types';

export interface MobileMenuProps {
  id: string;
  items: readonly TopBarItem[];
  /** The Home entry, first in the list. */
  home: TopBarItem;
  /** The bar's actions (the header search), at the top of the panel on phones. */
  actions: ReactNode;
  linkProps: TopBarLinkProps;
  /** Called after any link in the panel is followed. */
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The phone layout's menu panel, under the bar: actions, then Home and every item. */
export function MobileMenu({ id, items, home, actions, linkProps, onClose, onKeyDown }: MobileMenuProps) {
  const intl = useIntl();
  return (
    <MobilePanel id={id} onKeyDown={onKeyDown}>
      {/* On phones the actions (the header search) live at the top of the menu panel. */}
      {actions ? <MobileActions data-state="open">{actions}</MobileActions> : null}
      <nav aria-label={intl.formatMessage(messages.navLabel)}>
        <MobileList>
          {[home, ...items].map((item) => (
            <li key={item.key}>
              <MobileLink
                href={item.href}
                variant="plain"
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  item.onClick?.(event);
                  onClose();
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
  );
}

export interface MenuToggleButtonProps {
  open: boolean;
  /** The panel the button opens, named while it is open. */
  panelId: string;
  onClick: () => void;
}

/** The hamburger that opens the phone menu panel, and its × while open. */
export const MenuToggleButton = forwardRef<HTMLButtonElement, MenuToggleButtonProps>(function MenuToggleButton(
  { open, panelId, onClick },
  ref,
) {
  const intl = useIntl();
  return (
    <MenuToggle
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={intl.formatMessage(open ? messages.closeMenu : messages.openMenu)}
      onClick={onClick}
    >
      <ToggleIcon aria-hidden viewBox="0 0 22 22" focusable="false">
        {open ? <path d="m5 5 12 12M17 5 5 17" /> : <path d="M3 6h16M3 11h16M3 16h16" />}
      </ToggleIcon>
    </MenuToggle>
  );
});
