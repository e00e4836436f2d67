import { Button, Checkbox, Inline, Pagination, Table, Text } from '@labelwise/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './shared.messages';
import { Panel } from './pageParts';
import { PAGE_SIZES, tableSort, type SortableColumn } from './pagedList';
import { shownColumns } from './columnView';
import { messages as crudMessages } from './crud.messages';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterBar } from './FilterBar';
import type { ListController } from './useListController';
import type { FilterDef } from './types';

export interface ListViewProps<Row> {
  list: ListController<Row>;
  headingId: string;
  title: ReactNode;
  /** Columns with a `sortKey` (the API list's `orderByColumn` field) get sortable headers. */
  columns: readonly SortableColumn<Row>[];
  filters?: readonly FilterDef[];
  resettable?: boolean;
  /** Buttons at the end of the toolbar (Add, Export, …). */
  actions?: ReactNode;
  /** Names a row for the selection checkbox's label. */
  rowName: (row: Row) => string;
  /** The bulk actions for the selected rows; with it, each row gets a selection checkbox. */
  bulkActions?: (rows: Row[]) => ReactNode;
  /**
   * Keys of the columns the operator hid; with `onHiddenChange`, the toolbar ends with the "Columns" menu. The row
   * header, selection and actions columns always show.
   */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
}

/**
 * The list's table, with what phones need beyond the design system's cards: labels wrap between words (the label
 * column is at least as wide as its longest word, and long compounds hyphenate where the browser knows the page's
 * language) instead of breaking inside a word; the header's "select all" box, out of sight on phones, gives way to
 * the visible one above the cards.
 */
const ListTable = styled.div`
  ${({ theme }) => theme.media.mobile} {
    & table tbody > tr > td {
      grid-template-columns: minmax(min-content, 38%) minmax(0, 1fr);
    }
    & table tbody > tr > td > [aria-hidden='true']:first-child {
      overflow-wrap: normal;
      word-break: normal;
      hyphens: auto;
    }
    & table thead button[role='checkbox'] {
      display: none;
    }
  }
`;

/** "Select all rows on this page" for phones, where the table header (and its box) is out of sight. */
const PhoneSelectAll = styled(Text)`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

/** Whether all, some or none of the page's rows are selected, as a checkbox shows it. */
function selectionState<Row>(list: ListController<Row>): boolean | 'indeterminate' {
  const selected = list.rows.filter((row) => list.selectedIds.has(list.rowKey(row))).length;
  if (list.rows.length > 0 && selected === list.rows.length) return true;
  return selected > 0 ? 'indeterminate' : false;
}

function selectionColumn<Row>(
  list: ListController<Row>,
  rowName: (row: Row) => string,
  label: (name: string) => string,
  allLabel: string,
  cellLabel: string,
): SortableColumn<Row> {
  return {
    key: '__select',
    width: 48,
    cellLabel,
    header: (
      <Checkbox
        aria-label={allLabel}
        checked={selectionState(list)}
        disabled={list.rows.length === 0}
        onCheckedChange={list.toggleAllSelected}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={label(rowName(row))}
        checked={list.selectedIds.has(list.rowKey(row))}
        onCheckedChange={() => list.toggleSelected(row)}
      />
    ),
  };
}

/**
 * The visible list, in the spirit of react-admin's `ListView`: heading, filter bar with the page's buttons, bulk
 * actions for the selected rows, the table (sortable headers, loading, empty and failed states) and pagination.
 */
export function ListView<Row>({
  list,
  headingId,
  title,
  columns,
  filters = [],
  resettable,
  actions,
  rowName,
  bulkActions,
  hiddenColumns = [],
  onHiddenColumnsChange,
}: ListViewProps<Row>) {
  const intl = useIntl();
  const visible = shownColumns(columns, hiddenColumns);
  const shown = bulkActions
    ? [
        selectionColumn(
          list,
          rowName,
          (name) => intl.formatMessage(messages.selectRow, { name }),
          intl.formatMessage(messages.selectAll),
          intl.formatMessage(crudMessages.select),
        ),
        ...visible,
      ]
    : visible;
  const failed = list.failed && list.rows.length === 0;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <FilterBar
        filters={filters}
        applied={list.filterValues}
        onApply={list.setFilters}
        {...(resettable === undefined ? {} : { resettable })}
      >
        {actions}
        {onHiddenColumnsChange ? (
          <ColumnsMenu columns={columns} hidden={hiddenColumns} onHiddenChange={onHiddenColumnsChange} />
        ) : null}
      </FilterBar>
      {bulkActions && list.selectedRows.length > 0 ? (
        <Inline
          gap={2}
          role="group"
          aria-label={intl.formatMessage(messages.selectedCount, { count: list.selectedRows.length })}
        >
          <Text as="span" size="sm">
            {intl.formatMessage(messages.selectedCount, { count: list.selectedRows.length })}
          </Text>
          {bulkActions(list.selectedRows)}
        </Inline>
      ) : null}
      {bulkActions ? (
        <PhoneSelectAll forwardedAs="div" size="sm" data-phone-select-all>
          <Checkbox
            label={intl.formatMessage(messages.selectAll)}
            checked={selectionState(list)}
            disabled={list.rows.length === 0}
            onCheckedChange={list.toggleAllSelected}
          />
        </PhoneSelectAll>
      ) : null}
      <ListTable>
        <Table
          aria-labelledby={headingId}
          {...tableSort(shown, list)}
          rows={list.rows}
          rowKey={list.rowKey}
          loading={list.loading}
          {...(failed
            ? {
                emptyText: (
                  <>
                    {intl.formatMessage(messages.loadFailed)}{' '}
                    <Button size="small" variant="text" onClick={list.reload}>
                      {intl.formatMessage(messages.retry)}
                    </Button>
                  </>
                ),
              }
            : {})}
        />
      </ListTable>
      <Pagination
        page={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        pageSizes={PAGE_SIZES}
        onPageChange={list.setPageNum}
        onPageSizeChange={list.setPageSize}
      />
    </Panel>
  );
}
