import type { ReactElement } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../DropdownMenu';
import { useFirstOpenFocus, type MenuOpenedBy } from '../internal/useDeferredMenu';
import type { TopBarItem, TopBarLinkProps } from './TopBar.types';
import { MenuLink } from './TopBar.styles';

export interface OverflowMenuListProps {
  /** The "More" button, which becomes the Radix trigger. */
  trigger: ReactElement;
  openedBy: MenuOpenedBy | undefined;
  items: readonly TopBarItem[];
  linkProps: TopBarLinkProps;
}

/** The menu half of the top bar's "More", loaded when the visitor first reaches for it; it mounts open. */
export function OverflowMenuList({ trigger, openedBy, items, linkProps }: OverflowMenuListProps) {
  const focusFirstItem = useFirstOpenFocus(openedBy);
  return (
    <DropdownMenu modal={false} defaultOpen={openedBy !== undefined}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" ref={focusFirstItem}>
        {items.map((item) => (
          <DropdownMenuItem key={item.key} asChild>
            <MenuLink href={item.href} variant="plain" onClick={item.onClick} {...linkProps}>
              {item.title}
            </MenuLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
