import { drivers } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, downloadListParts, fileColumns, translationsColumn } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { asDriverOs, asStatus, driverDto } from '../../lib/dto.js';
import { assertEffect } from '../../lib/effects.js';

/** Drivers (site:driver:*): what is published is decided by site:driver:edit (lib/effects.ts). */
export default async function driverRoutes(app: App, ctx: Ctx) {
  const { requireModel, requireFile } = catalogRefs(ctx);
  const modelByName = async (name: string) =>
    (
      await ctx.db
        .selectFrom('printer_models')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .orderBy('id')
        .executeTakeFirst()
    )?.id;
  registerCrud(app, ctx, drivers, {
    ...downloadListParts('drivers'),
    tag: 'admin: drivers',
    sortable: {
      title: 'd.title',
      modelName: 'm.name',
      os: 'd.os',
      version: 'd.version',
      releaseDate: 'd.release_date',
      fileSize: 'd.file_size',
      sort: 'd.sort',
    },
    filters: { modelId: ['d.model_id', 'equals'], os: ['d.os', 'equals'], title: ['d.title', 'contains'] },
    // The metadata of drivers whose files are already uploaded (the file column names the uploaded file).
    importer: {
      columns: [
        { key: 'modelName', field: 'modelId', lookup: modelByName },
        { key: 'title' },
        { key: 'os' },
        { key: 'version' },
        { key: 'releaseDate' },
        { key: 'fileName' },
        { key: 'sort', kind: 'integer' },
        { key: 'status' },
      ],
      // The import route has no effect check of its own: a row that publishes needs what the add form's would.
      guardRow: (b, req) => {
        if ((b.status ?? '0') === '0')
          assertEffect(req, {
            effect: 'driverSlot',
            field: 'status',
            why: 'publishing a driver changes what visitors download',
            reason: 'publishDownload',
            params: { what: 'driver' },
          });
      },
    },
    toDto: (d) => ({ ...driverDto(d), modelName: d.model_name, os: asDriverOs(d.os), status: asStatus(d.status) }),
    toInsert: async (b) => {
      await requireModel(b.modelId);
      const file = await requireFile(b.fileName);
      const status = b.status ?? '0';
      return {
        model_id: b.modelId,
        title: b.title,
        title_i18n: translationsColumn(b.titleI18n ?? {}),
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
    // A guide page lists its model's published drivers.
    changesPages: true,
    toUpdate: async (b) => {
      if (b.modelId !== undefined) await requireModel(b.modelId);
      return defined({
        model_id: b.modelId,
        title: b.title,
        title_i18n: translationsColumn(b.titleI18n),
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
