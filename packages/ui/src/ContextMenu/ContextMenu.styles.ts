import { styled } from 'styled-components';
import { ContextMenu as RadixContextMenu } from 'radix-ui';
import { menuItem, menuSeparator, menuSurface } from '../internal/menuStyles';

/**
 * The tag context menu is 105 px wide. It is a minimum rather than a fixed width so that longer
 * translations ("Andere schließen", "Fermer les autres") grow the menu instead of wrapping or clipping.
 */
export const StyledContent = styled(RadixContextMenu.Content)`
  ${menuSurface}
  min-width: ${({ theme }) => theme.layout.contextMenuWidth}px;
  max-height: var(--radix-context-menu-content-available-height);
  font-size: ${({ theme }) => theme.font.size.xs}px;
  transform-origin: var(--radix-context-menu-content-transform-origin);
  /* Own compositor layer: see DropdownMenu's content. */
  will-change: transform, opacity;
`;

export const StyledItem = styled(RadixContextMenu.Item)`
  ${menuItem}
  padding: ${({ theme }) => theme.space[2] - 1}px ${({ theme }) => theme.space[4]}px;
`;

export const StyledSeparator = styled(RadixContextMenu.Separator)`
  ${menuSeparator}
`;
