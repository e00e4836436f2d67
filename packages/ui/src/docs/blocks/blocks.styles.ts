import { styled } from 'styled-components';

export const BlockTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[6]}px;
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.color.text};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: middle;
  }

  /* Token and property names are looked up whole: broken mid-name they cannot be read or copied. */
  td:first-child code {
    white-space: nowrap;
  }

  th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }

  code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    word-break: break-all;
  }
`;

/** Wide tables scroll on a phone instead of overflowing the docs page. */
export const Scroll = styled.div`
  overflow-x: auto;
`;

export const ColourChip = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const PairSample = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 20px;
  white-space: nowrap;

  &[data-level='aa'] {
    background: ${({ theme }) => theme.color.successSubtle};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-level='aa-large'] {
    background: ${({ theme }) => theme.color.warningSubtle};
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-level='fail'] {
    background: ${({ theme }) => theme.color.dangerSubtle};
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Bar = styled.span`
  display: inline-block;
  height: 16px;
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  vertical-align: middle;
`;

export const ShapeSample = styled.span`
  display: inline-block;
  width: 64px;
  height: 40px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
`;

export const BrandLabel = styled.p`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  font-family: ${({ theme }) => theme.font.family.sans};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;
