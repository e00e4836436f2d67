import { css, styled } from 'styled-components';
import { controlSizeRules, focusRing } from '../utils/controlSize';

/** Shared by Input and Textarea: one look for every text field. */
export const textFieldRules = css`
  box-sizing: border-box;
  display: block;
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
  &:read-only:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const StyledInput = styled.input`
  ${textFieldRules}
  padding-block: 0;
`;
