import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';
import { strokeGlyph } from '../internal/glyphStyles';

export const StyledLink = styled.a`
  border-radius: ${({ theme }) => theme.radii.sm}px;
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}

  &[data-variant='inline'] {
    color: ${({ theme }) => theme.color.primaryStrong};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  &[data-variant='inline']:hover {
    color: ${({ theme }) => theme.color.primaryHover};
    text-decoration-thickness: 2px;
  }
  &[data-variant='plain'] {
    color: inherit;
    text-decoration: none;
  }
  &[data-variant='plain']:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const ExternalIcon = styled.svg`
  display: inline-block;
  width: 0.75em;
  height: 0.75em;
  margin-inline-start: 0.25em;
  vertical-align: baseline;
  ${strokeGlyph}
  stroke-width: 1.75;
`;
