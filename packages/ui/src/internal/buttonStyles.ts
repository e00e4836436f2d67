import { css } from 'styled-components';
import { focusRing } from '../utils/controlSize';

/** A borderless button around one glyph, muted until hovered; set its width and height beside it. */
export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}
`;

/** The "×" of dialogs, drawers and toasts: an icon button that takes the subtle brand tint on hover. */
export const closeButton = css`
  ${iconButton}
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  &:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
    /* On the subtle tint primaryStrong can fall under 4.5:1; primaryHover keeps it for every brand. */
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;
