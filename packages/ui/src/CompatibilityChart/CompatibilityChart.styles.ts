import { styled } from 'styled-components';

export const Support = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  line-height: 1;

  &[data-state='supported'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='unsupported'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const SupportIcon = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;

  .check {
    stroke: ${({ theme }) => theme.color.surface};
  }
`;

export const VersionText = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;
`;

export const Model = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;
