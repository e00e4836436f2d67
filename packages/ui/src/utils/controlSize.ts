import { css } from 'styled-components';
import { componentSizes } from '../tokens';

/**
 * Height, font size and horizontal padding for every `data-size`, falling back to the theme's size.
 * Components put `data-size={size ?? theme.size}` on their root and include this once.
 */
export const controlSizeRules = css`
  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          min-height: ${theme.controlSizes[size].height}px;
          font-size: ${theme.controlSizes[size].fontSize}px;
          padding-inline: ${theme.controlSizes[size].paddingX}px;
        }
      `,
    )}
`;

/** The shared keyboard focus ring. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
