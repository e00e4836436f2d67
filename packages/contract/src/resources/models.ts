import { z } from 'zod';
import { CONNECTIONS } from '../rules.js';
import { MODEL_SORTABLE, modelCreate, modelFilters, modelUpdate, printResolution } from '../catalog.js';
import { defineResource } from './define.js';
import { rowI18n, rowId, rowStatus } from './rowFields.js';

/** A printer model as `/site/model/list` answers it. */
export const modelRow = z.strictObject({
  modelId: rowId,
  brandId: rowId,
  brandName: z.string(),
  brandNameI18n: rowI18n,
  name: z.string(),
  guidePath: z.string(),
  connections: z.array(z.enum(CONNECTIONS)),
  btSerialPrefixes: z.array(z.string()),
  pairing: z.array(z.strictObject({ prefix: z.string(), platforms: z.array(z.string()), note: z.string() })),
  printResolution,
  description: z.string(),
  descriptionI18n: rowI18n,
  sort: z.number().int(),
  status: rowStatus,
  /** Whether it lists a published driver or manual (deleting it would withdraw them). */
  published: z.strictObject({ drivers: z.boolean(), manuals: z.boolean() }),
});

/** A working model as the public site reads it (`/public/models/:id`): the admin's row but its status and use. */
export const publicModelRow = modelRow.omit({ status: true, published: true });
export type PublicModel = z.output<typeof publicModelRow>;

/** Printer models (`site:model:*`). */
export const models = defineResource({
  key: 'model',
  path: '/site/model',
  perm: 'site:model',
  idField: 'modelId',
  row: modelRow,
  create: modelCreate,
  update: modelUpdate,
  filters: modelFilters,
  sortable: MODEL_SORTABLE,
  menu: { title: 'admin.menu.printerModels', parent: 'site/catalog', icon: 'print' },
});
