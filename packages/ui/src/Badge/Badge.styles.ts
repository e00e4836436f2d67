import { styled } from 'styled-components';

export const StyledBadge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.successSubtle};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warningSubtle};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.dangerSubtle};
  }
`;
