import { Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAdminRuntime } from '../runtime/adminRuntime';
import type { SortableColumn } from './pagedList';
import { messages } from './crud.messages';
import { exportBody, exportListXlsx } from './listExport';
import type { ListController } from './useListController';

export interface ExportXlsxButtonProps<Row> {
  list: ListController<Row>;
  listUrl: string;
  columns: readonly SortableColumn<Row>[];
  /** The page's title: it names the sheet and the file. */
  title: string;
}

/** "Export to Excel": every row matching the list's filters, in its order and columns, written by the API. */
export function ExportXlsxButton<Row>({ list, listUrl, columns, title }: ExportXlsxButtonProps<Row>) {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    // A failed download is reported by the request layer; the button only stops spinning.
    await exportListXlsx(client, listUrl, exportBody(list.query, list.sort, columns, title));
    setExporting(false);
  };
  return (
    <Button type="button" disabled={list.total === 0} loading={exporting} onClick={() => void run()}>
      {intl.formatMessage(messages.exportXlsx)}
    </Button>
  );
}
