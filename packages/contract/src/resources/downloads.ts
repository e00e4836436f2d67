import { z } from 'zod';
import { DRIVER_OS } from '../rules.js';
import {
  DRIVER_SORTABLE,
  MANUAL_SORTABLE,
  driverCreate,
  driverFilters,
  driverUpdate,
  manualCreate,
  manualFilters,
  manualUpdate,
} from '../catalog.js';
import { defineResource } from './define.js';
import { rowI18n, rowId, rowStatus } from './rowFields.js';

/** What a driver and a manual row both carry: the model, the title and the file. */
const downloadFields = {
  modelId: rowId,
  modelName: z.string(),
  title: z.string(),
  titleI18n: rowI18n,
  version: z.string(),
  /** `YYYY-MM-DD`. */
  releaseDate: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  sha256: z.string(),
  /** Where the file downloads from (the API's resource download). */
  url: z.string(),
  sort: z.number().int(),
  status: rowStatus,
};

/** A driver as `/site/driver/list` answers it. */
export const driverRow = z.strictObject({ driverId: rowId, ...downloadFields, os: z.enum(DRIVER_OS) });

/** A manual as `/site/manual/list` answers it. */
export const manualRow = z.strictObject({
  manualId: rowId,
  ...downloadFields,
  description: z.string(),
  descriptionI18n: rowI18n,
  /** Opens the file in the browser's PDF viewer; empty when the file is not a PDF. */
  viewUrl: z.string(),
});

/** Drivers (`site:driver:*`). */
export const drivers = defineResource({
  key: 'driver',
  path: '/site/driver',
  perm: 'site:driver',
  idField: 'driverId',
  row: driverRow,
  create: driverCreate,
  update: driverUpdate,
  filters: driverFilters,
  sortable: DRIVER_SORTABLE,
  menu: { title: 'admin.menu.drivers', parent: 'site/catalog', icon: 'download' },
});

/** Manuals (`site:manual:*`). */
export const manuals = defineResource({
  key: 'manual',
  path: '/site/manual',
  perm: 'site:manual',
  idField: 'manualId',
  row: manualRow,
  create: manualCreate,
  update: manualUpdate,
  filters: manualFilters,
  sortable: MANUAL_SORTABLE,
  menu: { title: 'admin.menu.manuals', parent: 'site/catalog', icon: 'documentation' },
});
