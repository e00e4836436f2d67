import { styled } from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Label = styled.label`
  align-self: flex-start;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.danger};
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** Always rendered (never display: none) so that screen readers announce an error when it appears. */
export const ErrorRegion = styled.div``;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const ErrorIcon = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  margin-top: 0.25em;
`;
