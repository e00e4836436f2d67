import { css, styled } from 'styled-components';
import { iconSizes, iconSpaceStep } from './Icon.types';

export const StyledIcon = styled.svg`
  flex: none;
  display: inline-block;
  vertical-align: middle;
  ${({ theme }) =>
    iconSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          width: ${theme.space[iconSpaceStep[size]]}px;
          height: ${theme.space[iconSpaceStep[size]]}px;
        }
      `,
    )}
`;
