import { type DRIVER_SORTABLE, driverCreate, driverFilters, driverUpdate } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, downloadListParts, fileColumns } from '../../lib/catalog-refs.js';
import { defined, registerCrud, type SortableOf } from '../../lib/crud.js';
import { driverDto } from '../../lib/dto.js';

/** Drivers (site:driver:*): what is published is decided by site:driver:edit (lib/effects.ts). */
export default async function driverRoutes(app: App, ctx: Ctx) {
  const { requireModel, requireFile } = catalogRefs(ctx);
  registerCrud(app, ctx, {
    path: '/site/driver',
    perm: 'site:driver',
    ...downloadListParts('drivers'),
    idField: 'driverId',
    tag: 'admin: drivers',
    sortable: {
      title: 'd.title',
      modelName: 'm.name',
      os: 'd.os',
      version: 'd.version',
      releaseDate: 'd.release_date',
      fileSize: 'd.file_size',
      sort: 'd.sort',
    } satisfies SortableOf<typeof DRIVER_SORTABLE>,
    listFilters: driverFilters,
    filters: { modelId: ['d.model_id', 'equals'], os: ['d.os', 'equals'], title: ['d.title', 'contains'] },
    toDto: driverDto,
    create: driverCreate,
    update: driverUpdate,
    toInsert: async (b) => {
      await requireModel(b.modelId);
      const file = await requireFile(b.fileName);
      const status = b.status ?? '0';
      return {
        model_id: b.modelId,
        title: b.title,
        os: b.os,
        version: b.version,
        release_date: b.releaseDate,
        ...fileColumns(file),
        sort: b.sort ?? 0,
        status,
      };
    },
    // Publishing into any slot, changing or deleting a published driver: checked by effect.
    effects: 'driver',
    toUpdate: async (b) => {
      if (b.modelId !== undefined) await requireModel(b.modelId);
      return defined({
        model_id: b.modelId,
        title: b.title,
        os: b.os,
        version: b.version,
        release_date: b.releaseDate,
        ...(b.fileName !== undefined ? fileColumns(await requireFile(b.fileName)) : {}),
        sort: b.sort,
        status: b.status,
      });
    },
  });
}
