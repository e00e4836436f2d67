import { z } from 'zod';
import { COMPAT_COMPONENTS, COMPAT_CPUS, COMPAT_SUPPORT, COMPAT_SYSTEMS } from '../compat.js';
import { COMPAT_SORTABLE, compatCreate, compatFilters, compatUpdate } from '../compatSchema.js';
import { defineResource } from './define.js';
import { rowI18n, rowId } from './rowFields.js';

/** A compatibility cell as `/site/compat/list` answers it: one model, system version, CPU and component. */
export const compatRow = z.strictObject({
  cellId: rowId,
  modelId: rowId,
  modelName: z.string(),
  system: z.enum(COMPAT_SYSTEMS),
  cpu: z.enum(COMPAT_CPUS),
  component: z.enum(COMPAT_COMPONENTS),
  support: z.enum(COMPAT_SUPPORT),
  /** `YYYY-MM-DD`, only when the support is verified. */
  verifiedOn: z.string().nullable(),
  /** The note per locale; a locale without one shows the English note. */
  note: rowI18n,
});

/** Compatibility by system; edited with the chart's permissions (`site:chart:*`). */
export const compat = defineResource({
  key: 'compat',
  path: '/site/compat',
  perm: 'site:chart',
  idField: 'cellId',
  row: compatRow,
  create: compatCreate,
  update: compatUpdate,
  filters: compatFilters,
  sortable: COMPAT_SORTABLE,
});
