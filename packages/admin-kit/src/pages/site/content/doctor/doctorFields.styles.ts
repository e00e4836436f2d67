import { Stack } from '@labelwise/ui';
import { styled } from 'styled-components';

/**
 * One step of a tree's step editor (render it with `forwardedAs="fieldset"` and `gap={2}`): a rule under each step
 * parts it from the next, its legend flush with the fields.
 */
export const Entry = styled(Stack)`
  padding: 0 0 ${({ theme }) => theme.space[3]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
