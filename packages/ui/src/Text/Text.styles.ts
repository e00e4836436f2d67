import { css, styled } from 'styled-components';
import { textSizes, textWeights } from './Text.types';

export const StyledText = styled.p`
  margin: 0;
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${({ theme }) =>
    textSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          font-size: ${theme.font.size[size]}px;
        }
      `,
    )}
  ${({ theme }) =>
    textWeights.map(
      (weight) => css`
        &[data-weight='${weight}'] {
          font-weight: ${theme.font.weight[weight]};
        }
      `,
    )}
  &[data-tone='default'] {
    color: ${({ theme }) => theme.color.text};
  }
  &[data-tone='muted'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-tone='primary'] {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-mono='true'] {
    font-family: ${({ theme }) => theme.font.family.mono};
  }
  &[data-wrap='anywhere'] {
    overflow-wrap: anywhere;
  }
  &[data-truncate='true'] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
