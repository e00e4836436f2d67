import { styled } from 'styled-components';
import { textFieldRules } from '../internal/fieldStyles';

export const StyledInput = styled.input`
  ${textFieldRules}
  padding-block: 0;
`;
