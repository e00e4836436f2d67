import { css } from 'styled-components';

/**
 * Surface shared by every floating menu of the library (dropdown and context menus).
 * Popovers sit on the modal layer: equal z-index plus later DOM order keeps a menu opened from inside a
 * dialog or drawer above it, while toasts and tooltips stay on top.
 */
export const menuSurface = css`
  z-index: ${({ theme }) => theme.zIndex.modal};
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[1]}px 0;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-y: auto;
  outline: none;
  animation: lw-menu-in ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.motion.easing};
  @keyframes lw-menu-in {
    from {
      opacity: 0;
      transform: translateY(-2px);
    }
  }
`;

/** One row of a menu: plain, radio or link item. Highlight follows the pointer and the arrow keys. */
export const menuItem = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.primarySubtle};
    /* primaryHover keeps 4.5:1 on the subtle tint for every brand; primaryStrong does not. */
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const menuSeparator = css`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]}px 0;
  background: ${({ theme }) => theme.color.border};
`;

export const menuLabel = css`
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A menu row with a check or radio indicator in its start padding; the chosen one is set in medium weight. */
export const checkableMenuItem = css`
  ${menuItem}
  padding-inline-start: ${({ theme }) => theme.space[7]}px;

  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Where a checkable row draws its indicator: centred in the start padding. */
export const menuItemIndicator = css`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
`;
