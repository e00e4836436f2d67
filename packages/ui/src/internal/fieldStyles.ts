import { css } from 'styled-components';
import { controlSizeRules, focusRing } from '../utils/controlSize';

/** The box every form field shares (Input, Textarea, Select's trigger), so forms line up. */
export const fieldBox = css`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  transition: border-color ${({ theme }) => theme.motion.fast}ms;
  ${controlSizeRules}
  ${focusRing}
`;

/**
 * The invalid and disabled looks of a field. Place them after the field's own hover and focus rules: at equal
 * specificity the later rule wins, and an invalid field keeps its danger border while focused.
 */
export const fieldStates = css`
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

/** One look for every text field (Input, Textarea). */
export const textFieldRules = css`
  ${fieldBox}
  display: block;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled):not([data-invalid='true']) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${fieldStates}
  &:read-only:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
