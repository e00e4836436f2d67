import { Switch as RadixSwitch } from 'radix-ui';
import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';

export const LabelRow = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  &[data-disabled='true'] {
    opacity: 0.6;
  }
`;

export const RowLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  cursor: pointer;
  [data-disabled='true'] > & {
    cursor: not-allowed;
  }
`;

/* Track 40 × 24, thumb 16 inset by 4: every length is a step of the spacing scale. */
export const Track = styled(RadixSwitch.Root)`
  flex: none;
  position: relative;
  box-sizing: border-box;
  width: ${({ theme }) => theme.space[8]}px;
  height: ${({ theme }) => theme.space[6]}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  /* textMuted keeps the off track at 3:1 against the page, so the control can be found. */
  background: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}

  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primaryStrong};
  }
  &[aria-invalid='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: translateX(${({ theme }) => theme.space[1]}px);
  transition: transform ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.motion.easing};

  &[data-state='checked'] {
    transform: translateX(${({ theme }) => theme.space[8] - theme.space[4] - theme.space[1]}px);
  }
  [dir='rtl'] & {
    transform: translateX(-${({ theme }) => theme.space[1]}px);
  }
  [dir='rtl'] &[data-state='checked'] {
    transform: translateX(-${({ theme }) => theme.space[8] - theme.space[4] - theme.space[1]}px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
