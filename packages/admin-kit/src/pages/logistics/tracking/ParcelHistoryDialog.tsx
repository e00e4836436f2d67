import type { Parcel, ParcelDetail, ParcelEvent, ParcelEventCreate } from '@labelwise/contract';
import { AlertDialog, Dialog, DialogContent } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorOf } from '../../../request/httpError';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as m } from '../logistics.messages';
import { statusLabel } from '../shared';
import { ParcelHistory } from './ParcelHistory';

const EVENT_FIELDS = ['status', 'occurredAt', 'location', 'note'] as const;

/** The parcel's detail dialog: loads its history, adds and removes events, and tells the list its status moved. */
export function ParcelHistoryDialog({
  parcel,
  canEdit,
  onClose,
  onChanged,
}: {
  parcel: Parcel | null;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [detail, setDetail] = useState<ParcelDetail | null>(null);
  const [removing, setRemoving] = useState<ParcelEvent | null>(null);
  const parcelId = parcel?.parcelId;

  useEffect(() => {
    setDetail(null);
    if (parcelId === undefined) return;
    let live = true;
    client
      .get<ParcelDetail>(`/logistics/tracking/${parcelId}/history`)
      .then((loaded) => {
        if (live) setDetail(loaded);
      })
      .catch(() => undefined); // reported by the request layer
    return () => {
      live = false;
    };
  }, [client, parcelId]);

  const add = async (event: ParcelEventCreate) => {
    try {
      setDetail(
        await client.post<ParcelDetail>(`/logistics/tracking/${parcelId}/events`, event, { fields: EVENT_FIELDS }),
      );
      notify({ type: 'success', message: intl.formatMessage(m.eventAdded), variant: 'message' });
      onChanged();
      return undefined;
    } catch (failure) {
      return fieldErrorOf(failure, EVENT_FIELDS);
    }
  };

  const remove = async (event: ParcelEvent) => {
    try {
      setDetail(await client.delete<ParcelDetail>(`/logistics/tracking/${parcelId}/events/${event.eventId}`));
      onChanged();
    } catch {
      // Reported by the request layer.
    }
  };

  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <Dialog open={parcel !== null} onOpenChange={(open) => !open && onClose()}>
        <DialogContent title={intl.formatMessage(m.historyTitle, { number: parcel?.trackingNumber ?? '' })} width={640}>
          {detail ? <ParcelHistory parcel={detail} canEdit={canEdit} onAdd={add} onRemove={setRemoving} /> : null}
        </DialogContent>
      </Dialog>
      {removing ? (
        // Mounted only while asked: the confirmation names the event it removes.
        <AlertDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          tone="danger"
          title={intl.formatMessage(m.removeEventTitle)}
          description={intl.formatMessage(m.removeEventConfirm, {
            status: intl.formatMessage(statusLabel[removing.status]),
            time: time(removing.occurredAt),
          })}
          confirmLabel={intl.formatMessage(m.removeEvent)}
          onConfirm={() => void remove(removing)}
        />
      ) : null}
    </>
  );
}
