import { styled } from 'styled-components';

export const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Description = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const FileCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]}px;
`;
