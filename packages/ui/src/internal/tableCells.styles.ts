import { styled } from 'styled-components';

export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const MutedCell = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A 1em glyph before a link's text in a table cell. */
export const CellIcon = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  margin-inline-end: ${({ theme }) => theme.space[1]}px;
  vertical-align: -0.125em;
`;
