import { css, styled } from 'styled-components';
import { Select as SelectPrimitive } from 'radix-ui';
import { fieldBox, fieldStates } from '../internal/fieldStyles';
import { checkableMenuItem, menuItemIndicator, menuSurface } from '../internal/menuStyles';
import { componentSizes } from '../tokens';
import { chevronGlyph } from '../internal/glyphStyles';

/** The closed field: the same border, radius, focus ring and invalid look as Input, so forms line up. */
export const StyledTrigger = styled(SelectPrimitive.Trigger)`
  ${fieldBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  text-align: start;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover:not(:disabled):not([data-invalid='true']),
  &[data-state='open']:not([data-invalid='true']),
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${fieldStates}
`;

/**
 * Holds Radix's Value, which drops `className`. Long labels end in an ellipsis instead of pushing the chevron
 * out of the field.
 */
export const ValueSlot = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Chevron = styled.svg`
  flex: none;
  ${chevronGlyph}
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledContent = styled(SelectPrimitive.Content)`
  ${menuSurface}
  /* The viewport scrolls; the surface itself must not, or the scroll buttons would scroll away. */
  overflow: hidden;
  min-width: var(--radix-select-trigger-width);
  max-width: max(var(--radix-select-trigger-width), 480px);
  max-height: min(var(--radix-select-content-available-height), 280px);
  transform-origin: var(--radix-select-content-transform-origin);
  /* Own compositor layer: see DropdownMenu's content. */
  will-change: transform, opacity;

  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          font-size: ${theme.controlSizes[size].fontSize}px;
        }
      `,
    )}
`;

export const StyledViewport = styled(SelectPrimitive.Viewport)`
  padding: 0;
`;

export const StyledItem = styled(SelectPrimitive.Item)`
  ${checkableMenuItem}
  /* A tree's levels indent after the indicator's column, one step per level (the depth comes from the option). */
  &[data-depth] {
    padding-inline-start: calc(
      ${({ theme }) => theme.space[7]}px + var(--lw-option-depth) * ${({ theme }) => theme.space[4]}px
    );
  }
  &[data-state='checked']:not([data-highlighted]) {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;

export const Indicator = styled(SelectPrimitive.ItemIndicator)`
  ${menuItemIndicator}
`;

export const Empty = styled.div`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const scrollButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.space[5]}px;
  cursor: default;
`;

export const ScrollUpButton = styled(SelectPrimitive.ScrollUpButton)`
  ${scrollButton}
`;

export const ScrollDownButton = styled(SelectPrimitive.ScrollDownButton)`
  ${scrollButton}
`;
