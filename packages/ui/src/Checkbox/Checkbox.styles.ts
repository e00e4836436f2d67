import { Checkbox as RadixCheckbox } from 'radix-ui';
import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';

export const LabelRow = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  &[data-disabled='true'] {
    opacity: 0.6;
  }
`;

export const RowLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.space[5]}px;
  cursor: pointer;
  [data-disabled='true'] > & {
    cursor: not-allowed;
  }
`;

export const Box = styled(RadixCheckbox.Root)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
  /* Centres the box on the first line of a 20 px label. */
  margin-block: ${({ theme }) => (theme.space[5] - theme.space[4]) / 2}px;
  padding: 0;
  /* textMuted, not border: the outline of a control needs 3:1 against the page to be found. */
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    border-color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primaryStrong};
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.color.primaryStrong};
    background: ${({ theme }) => theme.color.primaryStrong};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[aria-invalid='true'][data-state='checked'],
  &[aria-invalid='true'][data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Indicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;
  & > span {
    display: inline-flex;
  }
  &[data-state='checked'] [data-glyph='dash'],
  &[data-state='indeterminate'] [data-glyph='check'] {
    display: none;
  }
`;
