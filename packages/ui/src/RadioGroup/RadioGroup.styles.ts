import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';

export const Root = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const GroupLabel = styled.div`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Items = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  &[data-orientation='horizontal'] {
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[5]}px;
  }
`;

export const ItemRow = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  &[data-disabled='true'] {
    opacity: 0.6;
  }
`;

export const ItemLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.space[5]}px;
  cursor: pointer;
  [data-disabled='true'] > & {
    cursor: not-allowed;
  }
`;

export const Item = styled(RadixRadioGroup.Item)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
  /* Centres the circle on the first line of a 20 px label. */
  margin-block: ${({ theme }) => (theme.space[5] - theme.space[4]) / 2}px;
  padding: 0;
  /* textMuted, not border: the outline of a control needs 3:1 against the page to be found. */
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primaryStrong};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled),
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primaryStrong};
  }
  [aria-invalid='true'] & {
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Dot = styled(RadixRadioGroup.Indicator)`
  display: block;
  width: ${({ theme }) => theme.space[2]}px;
  height: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: currentColor;
`;
