import { z } from 'zod';
import { PARCEL_SORTABLE, TRACKING_STATUSES, parcelCreate, parcelFilters, parcelUpdate } from '../logistics.js';
import { defineResource } from './define.js';
import { rowId, rowTime } from './rowFields.js';

/** A tracked parcel as `/logistics/tracking/list` answers it, with its forwarder and its latest event. */
export const parcelRow = z.strictObject({
  parcelId: rowId,
  trackingNumber: z.string(),
  forwarderId: rowId,
  forwarderName: z.string(),
  forwarderCode: z.string(),
  /** The forwarder's tracking page for this parcel. */
  trackingLink: z.string(),
  reference: z.string(),
  recipient: z.string(),
  destination: z.string(),
  /** `YYYY-MM-DD`, or empty before it ships. */
  shippedAt: z.string(),
  remark: z.string(),
  /** The status of the latest event; `pending` before any. */
  status: z.enum(TRACKING_STATUSES),
  lastEventAt: rowTime.nullable(),
  lastLocation: z.string(),
  /** When the latest event is a delivery: its time. */
  deliveredAt: rowTime.nullable(),
  createdAt: rowTime,
});

/** Tracked parcels (`logistics:tracking:*`); their events have routes of their own. */
export const parcels = defineResource({
  key: 'parcel',
  path: '/logistics/tracking',
  perm: 'logistics:tracking',
  idField: 'parcelId',
  row: parcelRow,
  create: parcelCreate,
  update: parcelUpdate,
  filters: parcelFilters,
  sortable: PARCEL_SORTABLE,
  menu: { title: 'admin.menu.tracking', parent: 'logistics', icon: 'package' },
});
