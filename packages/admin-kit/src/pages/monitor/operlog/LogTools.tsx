import type { AnyResource } from '@labelwise/contract';
import { AlertDialog, Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListController } from '../../../crud';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as pageMessages } from '../../pages.messages';
import { messages } from './operlog.messages';

export interface LogToolsProps<Row> {
  /** The log's manifest: the whole log is deleted at `<path>/clean`; export needs `<perm>:list`, clearing `:remove`. */
  resource: Pick<AnyResource, 'path' | 'perm'>;
  list: ListController<Row>;
  onExport: () => Promise<void>;
}

/** The toolbar of a log list: export CSV, and clear the whole log after a confirmation. */
export function LogToolbar<Row>({ resource, list, onExport }: LogToolsProps<Row>) {
  const { path, perm } = resource;
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [exporting, setExporting] = useState(false);
  const [cleaning, setCleaning] = useState(false);
  const clean = async () => {
    try {
      await client.delete(`${path}/clean`);
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
