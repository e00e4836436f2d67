import { Button, Pagination, Table } from '@labelwise/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from '../pages/pages.messages';
import { Panel } from '../pages/shared/parts';
import { PAGE_SIZES, tableSort, type SortableColumn } from '../pages/shared/use-page';
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
}

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.text};
`;

function selectionColumn<Row>(
  list: ListController<Row>,
  rowName: (row: Row) => string,
  label: (name: string) => string,
  allLabel: string,
): SortableColumn<Row> {
  const all = list.rows.length > 0 && list.rows.every((row) => list.selectedIds.has(list.rowKey(row)));
  return {
    key: '__select',
    width: 48,
    header: <input type="checkbox" aria-label={allLabel} checked={all} onChange={list.toggleAllSelected} />,
    render: (row) => (
      <input
        type="checkbox"
        aria-label={label(rowName(row))}
        checked={list.selectedIds.has(list.rowKey(row))}
        onChange={() => list.toggleSelected(row)}
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
}: ListViewProps<Row>) {
  const intl = useIntl();
  const shown = bulkActions
    ? [
        selectionColumn(
          list,
          rowName,
          (name) => intl.formatMessage(messages.selectRow, { name }),
          intl.formatMessage(messages.selectAll),
        ),
        ...columns,
      ]
    : columns;
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
      </FilterBar>
      {bulkActions && list.selectedRows.length > 0 ? (
        <BulkBar
          role="group"
          aria-label={intl.formatMessage(messages.selectedCount, { count: list.selectedRows.length })}
        >
          <span>{intl.formatMessage(messages.selectedCount, { count: list.selectedRows.length })}</span>
          {bulkActions(list.selectedRows)}
        </BulkBar>
      ) : null}
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
