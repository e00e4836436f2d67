import { styled } from 'styled-components';
import { BoxedFieldset } from '../../../../crud/pageParts';

/** The box around a tree's steps, in both the step editor and the per-locale words. */
export const Group = styled(BoxedFieldset)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** One step inside it. */
export const Entry = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
