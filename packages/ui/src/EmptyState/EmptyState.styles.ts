import { styled } from 'styled-components';

export const EmptyRoot = styled.div`
  --lw-empty-line: ${({ theme }) => theme.color.borderStrong};
  --lw-empty-fill: ${({ theme }) => theme.color.surfaceMuted};
  --lw-empty-surface: ${({ theme }) => theme.color.surface};
  --lw-empty-shadow: ${({ theme }) => theme.color.border};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[8]}px ${theme.space[4]}px`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &[data-compact='true'] {
    gap: ${({ theme }) => theme.space[1]}px;
    padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[3]}px`};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

export const EmptyIcon = styled.div`
  display: inline-flex;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.borderStrong};
  & > svg {
    width: 64px;
    height: auto;
  }
  ${EmptyRoot}[data-compact='true'] & {
    margin-bottom: 0;
  }
  ${EmptyRoot}[data-compact='true'] & > svg {
    width: 40px;
  }
`;

export const EmptyTitle = styled.p`
  margin: 0;
  /* Same look as the paragraph when rendered as a heading (headingLevel). */
  font-size: inherit;
  line-height: inherit;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-width: 40ch;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const EmptyAction = styled.div`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;
