import { Dialog as RadixDialog } from 'radix-ui';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './TopBar.messages';
import { MobileActions, MobileClose, MobileLink, MobileList, MobilePanel, MobileTitle } from './TopBar.styles';
import type { TopBarItem, TopBarLinkProps } from './TopBar.types';

export interface MobileMenuProps {
  /** The panel's id, which the menu button names in `aria-controls`. */
  id: string;
  /** Closes the menu: Escape, a tap outside, the Close button or a followed link. */
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  items: readonly TopBarItem[];
  /** The Home entry, first in the list. */
  home: TopBarItem;
  /** The bar's actions (the header search), at the top of the panel on phones. */
  actions: ReactNode;
  linkProps: TopBarLinkProps;
}

/**
 * The phone layout's menu, under the bar: actions, then Home and every item. A modal dialog (Radix): focus moves in
 * and stays in until Escape, a tap outside, the Close button or a link closes it, then returns to the menu button.
 * It renders in place (no portal) so it keeps its spot under the sticky bar. TopBar loads this module only when a
 * phone layout shows, so desktop pages do not download the dialog's code.
 */
export default function MobileMenu({ id, onOpenChange, toggleRef, items, home, actions, linkProps }: MobileMenuProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.navLabel);
  return (
    <RadixDialog.Root open onOpenChange={onOpenChange}>
      <RadixDialog.Content
        asChild
        id={id}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The menu button lives outside Radix's Dialog (it must not load this code), so focus is returned by hand.
          event.preventDefault();
          toggleRef.current?.focus();
        }}
      >
        <MobilePanel>
          <RadixDialog.Title asChild>
            <MobileTitle>{label}</MobileTitle>
          </RadixDialog.Title>
          {/* On phones the actions (the header search) live at the top of the menu panel. */}
          {actions ? <MobileActions data-state="open">{actions}</MobileActions> : null}
          <nav aria-label={label}>
            <MobileList>
              {[home, ...items].map((item) => (
                <li key={item.key}>
                  <MobileLink
                    href={item.href}
                    variant="plain"
                    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                      item.onClick?.(event);
                      onOpenChange(false);
                    }}
                    {...linkProps}
                  >
                    {item.title}
                  </MobileLink>
                </li>
              ))}
            </MobileList>
          </nav>
          {/* The menu button stays outside the dialog; keyboard and screen-reader users close it from inside too. */}
          <RadixDialog.Close asChild>
            <MobileClose type="button">{intl.formatMessage(messages.closeMenu)}</MobileClose>
          </RadixDialog.Close>
        </MobilePanel>
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
