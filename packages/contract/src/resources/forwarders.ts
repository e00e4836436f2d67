import { z } from 'zod';
import { FORWARDER_SORTABLE, forwarderCreate, forwarderFilters, forwarderUpdate } from '../logistics.js';
import { defineResource } from './define.js';
import { rowId, rowStatus, rowTime } from './rowFields.js';

/** A forwarder as `/logistics/forwarder/list` answers it. */
export const forwarderRow = z.strictObject({
  forwarderId: rowId,
  name: z.string(),
  code: z.string(),
  trackingUrl: z.string(),
  website: z.string(),
  sort: z.number().int(),
  /** '0' active (offered when adding a parcel), '1' retired. */
  status: rowStatus,
  remark: z.string(),
  /** Parcels tracked with this forwarder (one with parcels cannot be deleted). */
  parcelCount: z.number().int(),
  updatedAt: rowTime,
});

/** Forwarders, the carriers parcels are tracked with (`logistics:forwarder:*`). */
export const forwarders = defineResource({
  key: 'forwarder',
  path: '/logistics/forwarder',
  perm: 'logistics:forwarder',
  idField: 'forwarderId',
  row: forwarderRow,
  create: forwarderCreate,
  update: forwarderUpdate,
  filters: forwarderFilters,
  sortable: FORWARDER_SORTABLE,
  menu: { title: 'admin.menu.forwarders', parent: 'logistics', icon: 'truck' },
});
