import { css, styled } from 'styled-components';
import { componentSizes } from '../tokens';
import { focusRing } from '../utils/controlSize';
import { strokeGlyph } from '../internal/glyphStyles';

/** A square icon button as tall as the other controls of the size, like the navbar's other icon buttons. */
export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}

  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          width: ${theme.controlSizes[size].height}px;
          height: ${theme.controlSizes[size].height}px;
        }
      `,
    )}

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const Icon = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;
  ${strokeGlyph}
  stroke-width: 1.6;
`;
