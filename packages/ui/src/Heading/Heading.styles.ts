import { css, styled } from 'styled-components';
import { headingSizes, headingWeights } from './Heading.types';

export const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: break-word;
  ${({ theme }) =>
    headingWeights.map(
      (weight) => css`
        &[data-weight='${weight}'] {
          font-weight: ${theme.font.weight[weight]};
        }
      `,
    )}
  ${({ theme }) =>
    headingSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          font-size: ${theme.font.size[size]}px;
        }
      `,
    )}
  /* After the sizes, so a phone's size wins over the wide one. */
  ${({ theme }) => theme.media.mobile} {
    ${({ theme }) =>
      headingSizes.map(
        (size) => css`
          &[data-mobile-size='${size}'] {
            font-size: ${theme.font.size[size]}px;
          }
        `,
      )}
  }
`;
