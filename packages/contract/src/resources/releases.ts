import { z } from 'zod';
import { RELEASE_SORTABLE, releaseCreate, releaseFilters, releaseUpdate } from '../releases.js';
import { DRIVER_OS } from '../rules.js';
import { defineResource } from './define.js';
import { rowI18n, rowId, rowStatus } from './rowFields.js';

/** A driver release as `/site/release/list` answers it, with its driver and model. */
export const releaseRow = z.strictObject({
  releaseId: rowId,
  driverId: rowId,
  modelId: rowId,
  modelName: z.string(),
  driverTitle: z.string(),
  os: z.enum(DRIVER_OS),
  version: z.string(),
  /** `YYYY-MM-DD`. */
  releaseDate: z.string(),
  /** Per locale; English is always there. */
  notes: rowI18n,
  knownIssues: rowI18n,
  fileName: z.string(),
  fileSize: z.number().int(),
  sha256: z.string(),
  /** Where the file downloads from (the API's resource download). */
  url: z.string(),
  /** The version the driver row offers now (the newest published one). */
  current: z.boolean(),
  status: rowStatus,
});

/** Driver releases; publishing one is a driver's business, so they share the drivers' permissions (`site:driver:*`). */
export const releases = defineResource({
  key: 'release',
  path: '/site/release',
  perm: 'site:driver',
  idField: 'releaseId',
  row: releaseRow,
  create: releaseCreate,
  update: releaseUpdate,
  filters: releaseFilters,
  sortable: RELEASE_SORTABLE,
});
