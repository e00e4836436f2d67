import { styled } from 'styled-components';
import { controlSizeRules, focusRing } from '../utils/controlSize';
import { strokeGlyph } from '../internal/glyphStyles';
import { visuallyHidden } from '../internal/a11yStyles';

// The disclosure chevron is the library's one chevron; it is re-exported under the local name.
export { Chevron } from '../internal/glyphStyles';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  ${controlSizeRules}
  ${focusRing}

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &[data-compact='true'] {
    padding-inline: ${({ theme }) => theme.space[2]}px;
  }
  ${({ theme }) => theme.media.mobile} {
    &[data-compact='mobile'] {
      padding-inline: ${({ theme }) => theme.space[2]}px;
    }
  }
`;

/** The language's own name beside the globe; with `compact="mobile"`, for screen readers only on phones. */
export const Name = styled.span`
  ${({ theme }) => theme.media.mobile} {
    [data-compact='mobile'] > & {
      ${visuallyHidden}
    }
  }
`;

export const Icon = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;
  ${strokeGlyph}
  stroke-width: 1.5;
`;
