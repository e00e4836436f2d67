import { AlertDialog, Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as pageMessages } from './shared.messages';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { messages } from './crud.messages';

/** Names shown in the confirmation; more selected rows are counted, not listed. */
const NAMES_LISTED = 8;

export interface BulkRemoveProps<Row> {
  /** The selected rows this operator may delete (the page has left out the ones it may not). */
  rows: readonly Row[];
  rowId: (row: Row) => number | string;
  rowName: (row: Row) => string;
  /** DELETE `${baseUrl}/${ids}` with the ids comma-separated: the API checks every row before deleting any. */
  baseUrl: string;
  onRemoved(): void;
}

/** "Delete selected (n)" with a confirmation naming the rows; one request, so the API deletes all or none. */
export function BulkRemove<Row>({ rows, rowId, rowName, baseUrl, onRemoved }: BulkRemoveProps<Row>) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [asking, setAsking] = useState(false);
  if (rows.length === 0) return null;
  const listed = rows.slice(0, NAMES_LISTED).map(rowName);
  const names = intl.formatList(rows.length > NAMES_LISTED ? [...listed, '…'] : listed, { type: 'conjunction' });
  const remove = async () => {
    try {
      await client.delete(`${baseUrl}/${rows.map(rowId).join(',')}`);
      notify({ type: 'success', message: intl.formatMessage(pageMessages.removed), variant: 'message' });
      onRemoved();
    } catch {
      // Reported by the request layer, with the API's reason (a row that may not go names itself).
    }
  };
  return (
    <>
      <Button type="button" size="small" variant="danger" onClick={() => setAsking(true)}>
        {intl.formatMessage(messages.removeSelected, { count: rows.length })}
      </Button>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={intl.formatMessage(messages.removeSelectedTitle)}
        description={intl.formatMessage(messages.removeSelectedText, { count: rows.length, names })}
        confirmLabel={intl.formatMessage(pageMessages.remove)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
