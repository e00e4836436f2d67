import { TRACKING_PLACEHOLDER, TRACKING_STATUSES, type TrackingStatus } from '@labelwise/contract';
import type { MessageDescriptor } from 'react-intl';
import type { Choice } from '../../crud';
import { messages as m } from './logistics.messages';

/** Each tracking status's name, in the user's language. */
export const statusLabel: Record<TrackingStatus, MessageDescriptor> = {
  pending: m.status_pending,
  in_transit: m.status_in_transit,
  out_for_delivery: m.status_out_for_delivery,
  delivered: m.status_delivered,
  exception: m.status_exception,
  returned: m.status_returned,
};

export const statusChoices: readonly Choice[] = TRACKING_STATUSES.map((value) => ({
  value,
  label: statusLabel[value],
}));

/** The `{number}` placeholder as a message value (ICU would read it as an argument of its own). */
export const placeholderValues = { placeholder: TRACKING_PLACEHOLDER };
