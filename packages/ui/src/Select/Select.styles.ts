import { css, styled } from 'styled-components';
import { Select as SelectPrimitive } from 'radix-ui';
import { menuItem, menuSurface } from '../DropdownMenu/DropdownMenu.styles';
import { componentSizes } from '../tokens';
import { controlSizeRules, focusRing } from '../utils/controlSize';

/** The closed field: the same border, radius, focus ring and invalid look as Input, so forms line up. */
export const StyledTrigger = styled(SelectPrimitive.Trigger)`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-width: 0;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: start;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast}ms;
  ${controlSizeRules}
  ${focusRing}

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover:not(:disabled):not([data-invalid='true']),
  &[data-state='open']:not([data-invalid='true']),
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-invalid='true']:focus-visible {
    outline-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
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
  width: 12px;
  height: 12px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  color: ${({ theme }) => theme.color.textMuted};
  transition: transform ${({ theme }) => theme.motion.fast}ms;

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
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
  ${menuItem}
  padding-inline-start: ${({ theme }) => theme.space[7]}px;

  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-state='checked']:not([data-highlighted]) {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;

export const Indicator = styled(SelectPrimitive.ItemIndicator)`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
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
