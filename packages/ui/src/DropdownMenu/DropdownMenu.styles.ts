import { styled } from 'styled-components';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import {
  checkableMenuItem,
  menuItem,
  menuItemIndicator,
  menuLabel,
  menuSeparator,
  menuSurface,
} from '../internal/menuStyles';

export const StyledContent = styled(RadixDropdownMenu.Content)`
  ${menuSurface}
  min-width: max(8rem, var(--radix-dropdown-menu-trigger-width));
  max-height: var(--radix-dropdown-menu-content-available-height);
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  /* The menu animates in on transform and opacity: give it its own compositor layer up front, so it is
     rasterised the same way on every open (and pixel-identical in visual tests). */
  will-change: transform, opacity;
`;

export const StyledItem = styled(RadixDropdownMenu.Item)`
  ${menuItem}
`;

export const StyledRadioItem = styled(RadixDropdownMenu.RadioItem)`
  ${checkableMenuItem}
`;

export const StyledCheckboxItem = styled(RadixDropdownMenu.CheckboxItem)`
  ${checkableMenuItem}
`;

export const Indicator = styled(RadixDropdownMenu.ItemIndicator)`
  ${menuItemIndicator}
`;

export const StyledSeparator = styled(RadixDropdownMenu.Separator)`
  ${menuSeparator}
`;

export const StyledLabel = styled(RadixDropdownMenu.Label)`
  ${menuLabel}
`;
