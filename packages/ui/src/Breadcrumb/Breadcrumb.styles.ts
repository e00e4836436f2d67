import { styled } from 'styled-components';
import { RouteLink } from '../internal/RouteLink';

export const StyledNav = styled.nav`
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const Separator = styled.span`
  color: ${({ theme }) => theme.color.borderStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  user-select: none;
`;

export const CrumbLink = styled(RouteLink)`
  && {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  &&:hover {
    color: ${({ theme }) => theme.color.primaryStrong};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/** The current page: plain text, muted, never a link. */
export const CurrentCrumb = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
