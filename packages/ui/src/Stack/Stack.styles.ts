import { css, styled } from 'styled-components';
import { space } from '../tokens';

const steps = space.map((_, step) => step);

export const StyledStack = styled.div`
  display: flex;
  &[data-direction='column'] {
    flex-direction: column;
  }
  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-wrap='true'] {
    flex-wrap: wrap;
  }
  ${({ theme }) =>
    steps.map(
      (step) => css`
        &[data-gap='${step}'] {
          gap: ${theme.space[step]}px;
        }
      `,
    )}
  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }
`;
