import { AlertDialog, Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListController } from '../../../crud';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as pageMessages } from '../../pages.messages';
import { messages as crudMessages } from '../../../crud/shared.messages';
import { messages } from './operlog.messages';

export interface LogToolsProps<Row> {
  /** `/monitor/operlog`: lines are deleted at `<baseUrl>/<ids>`, the whole log at `<baseUrl>/clean`. */
  baseUrl: string;
  /** `monitor:operlog`: export needs `:list`, deleting and clearing `:remove`. */
  perm: string;
  list: ListController<Row>;
  onExport: () => Promise<void>;
}

/** The toolbar of a log list: export CSV, and clear the whole log after a confirmation. */
export function LogToolbar<Row>({ baseUrl, perm, list, onExport }: LogToolsProps<Row>) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [exporting, setExporting] = useState(false);
  const [cleaning, setCleaning] = useState(false);
  const clean = async () => {
    try {
      await client.delete(`${baseUrl}/clean`);
      notify({ type: 'success', message: intl.formatMessage(messages.cleaned), variant: 'message' });
      list.clearSelection();
      list.reload();
    } catch {
      // Reported by the request layer.
    }
  };
  return (
    <>
      <HasPermi any={[`${perm}:list`]}>
        <Button
          type="button"
          loading={exporting}
          onClick={() => {
            setExporting(true);
            onExport()
              .catch(() => undefined)
              .finally(() => setExporting(false));
          }}
        >
          {intl.formatMessage(pageMessages.exportCsv)}
        </Button>
      </HasPermi>
      <HasPermi any={[`${perm}:remove`]}>
        <Button type="button" variant="danger" onClick={() => setCleaning(true)}>
          {intl.formatMessage(messages.clean)}
        </Button>
      </HasPermi>
      <AlertDialog
        open={cleaning}
        onOpenChange={setCleaning}
        tone="danger"
        title={intl.formatMessage(messages.cleanTitle)}
        description={intl.formatMessage(messages.cleanText)}
        confirmLabel={intl.formatMessage(messages.clean)}
        onConfirm={() => void clean()}
      />
    </>
  );
}

/** The bulk bar's "Delete selected", with a confirmation naming how many lines go. */
export function LogBulkRemove<Row>({
  baseUrl,
  list,
  rows,
  rowId,
}: {
  baseUrl: string;
  list: ListController<Row>;
  rows: Row[];
  rowId: (row: Row) => number;
}) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    try {
      await client.delete(`${baseUrl}/${rows.map(rowId).join(',')}`);
      notify({ type: 'success', message: intl.formatMessage(crudMessages.removed), variant: 'message' });
      list.clearSelection();
      list.reload();
    } catch {
      // Reported by the request layer.
    }
  };
  if (!list.can.remove) return null;
  return (
    <>
      <Button type="button" size="small" variant="danger" onClick={() => setAsking(true)}>
        {intl.formatMessage(messages.removeSelected)}
      </Button>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={intl.formatMessage(messages.removeSelectedTitle)}
        description={intl.formatMessage(messages.removeSelectedText, { count: rows.length })}
        confirmLabel={intl.formatMessage(crudMessages.remove)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
