import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';

export const TitleCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const Title = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Meta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const OsBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 20px;
`;

export const ChecksumRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

export const ChecksumMiddle = styled.span``;
export const ChecksumEllipsis = styled.span``;

export const ChecksumCode = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  word-break: break-all;

  ${ChecksumRoot}:not([data-expanded]) & ${ChecksumMiddle} {
    /* Visually hidden, still read: screen readers always get the whole digest. */
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${ChecksumRoot}[data-expanded] & ${ChecksumEllipsis} {
    display: none;
  }
  ${ChecksumRoot}[data-expanded] & {
    flex-basis: 100%;
    max-width: 36ch;
  }
`;

export const ChecksumActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

export const ChecksumButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
    /* On the subtle tint primaryStrong can fall under 4.5:1; primaryHover keeps it for every brand. */
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const ChecksumFeedback = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs}px;
  &[data-state='copied'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='failed'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** The download link with the release-notes link under it, right-aligned like the column. */
export const Actions = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;

  & > :first-child {
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;
