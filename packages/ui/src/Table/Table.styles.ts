import { css, keyframes, styled } from 'styled-components';
import { componentSizes } from '../tokens';
import { focusRing } from '../utils/controlSize';
import { spinningRing, visuallyHidden } from '../internal/a11yStyles';

/* Cells keep words whole, so a table whose columns cannot all fit scrolls inside its own box instead of widening
   the page around it. */
export const TableRoot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  overflow-x: auto;
`;

/** Vertical cell padding follows the component size: (control height − 16) / 2. */
const cellPaddingRules = css`
  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] :is(th, td) {
          padding-block: ${(theme.controlSizes[size].height - 16) / 2}px;
        }
      `,
    )}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: auto;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  background: ${({ theme }) => theme.color.surface};

  th,
  td {
    padding-inline: ${({ theme }) => theme.space[4]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: middle;
    overflow-wrap: break-word;
  }
  ${cellPaddingRules}

  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    overflow-wrap: normal;
  }
  thead th[aria-sort] {
    color: ${({ theme }) => theme.color.text};
  }
  thead th[data-group='true'] {
    text-align: center;
    border-inline: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-align='center'] {
    text-align: center;
  }
  [data-align='right'] {
    text-align: end;
  }
  tbody tr:not([data-empty]):not([data-skeleton]):hover > * {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  tr[data-empty] > td {
    padding-block: ${({ theme }) => theme.space[6]}px;
  }

  ${({ theme }) => theme.media.mobile} {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      margin-bottom: ${({ theme }) => theme.space[3]}px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radii.lg}px;
      padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
      background: ${({ theme }) => theme.color.surface};
    }
    tbody tr:not([data-empty]):not([data-skeleton]):hover > * {
      background: transparent;
    }
    tbody :is(th, td),
    tbody :is(th, td)[data-align] {
      border-bottom: 0;
      padding-inline: 0;
      text-align: start;
    }
    tbody th {
      padding-block: ${({ theme }) => theme.space[2]}px;
      margin-bottom: ${({ theme }) => theme.space[1]}px;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
      font-size: ${({ theme }) => theme.font.size.lg}px;
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
    tbody td {
      display: grid;
      grid-template-columns: minmax(96px, 38%) minmax(0, 1fr);
      align-items: baseline;
      gap: ${({ theme }) => theme.space[3]}px;
      padding-block: ${({ theme }) => theme.space[1]}px;
    }
    tr[data-empty] > td {
      display: block;
    }
    tr[data-skeleton] > td {
      display: block;
    }

    /* A sortable table keeps its sort buttons on phones: a wrapping row of chips above the cards. */
    &[data-sortable] thead {
      position: static;
      display: block;
      width: auto;
      height: auto;
      margin: 0 0 ${({ theme }) => theme.space[3]}px;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
    &[data-sortable] thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space[2]}px;
    }
    &[data-sortable] thead th:not([data-sortable]) {
      ${visuallyHidden}
    }
    &[data-sortable] thead th[data-sortable] {
      display: block;
      padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radii.md}px;
      background: ${({ theme }) => theme.color.surface};
    }
    &[data-sortable] thead th[aria-sort] {
      border-color: ${({ theme }) => theme.color.primary};
    }
  }
`;

/** The header of a sortable column: the whole label is the button. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  white-space: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  ${focusRing}
`;

/** Two arrows; the one of the current direction is filled with the brand colour, both are muted when unsorted. */
export const SortIcon = styled.svg`
  flex: none;

  path {
    fill: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-sort='ascending'] path[data-arrow='ascending'],
  &[data-sort='descending'] path[data-arrow='descending'] {
    fill: ${({ theme }) => theme.color.primaryStrong};
  }
`;

export const Caption = styled.caption`
  caption-side: top;
  padding-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

/** The column header repeated beside each value in the stacked (phone) layout. */
export const CellLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;

  span + span::before {
    content: ' · ';
  }

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

export const CellValue = styled.div`
  min-width: 0;
`;

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

export const SkeletonBar = styled.span`
  display: block;
  width: 70%;
  max-width: 240px;
  height: 0.9em;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

export const LoadingVeil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => `color-mix(in srgb, ${theme.color.surface} 70%, transparent)`};
  color: ${({ theme }) => theme.color.primaryStrong};
`;

export const Spinner = styled.span`
  width: 28px;
  height: 28px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  ${spinningRing}
`;
