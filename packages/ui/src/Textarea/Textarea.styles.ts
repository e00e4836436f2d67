import { styled } from 'styled-components';
import { textFieldRules } from '../internal/fieldStyles';

export const StyledTextarea = styled.textarea`
  ${textFieldRules}
  padding-block: ${({ theme }) => theme.space[2]}px;
  resize: vertical;

  &[data-autosize='true'] {
    resize: none;
  }
`;
