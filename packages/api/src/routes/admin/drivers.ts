import { drivers } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, downloadListParts } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { translationColumns } from '../../lib/crudImport.js';
import { driverDto } from '../../lib/catalogDto.js';
import { asDriverOs, asStatus } from '../../lib/dto.js';
import { assertEffect } from '../../lib/effects.js';

/** Drivers (site:driver:*): what is published is decided by site:driver:edit (lib/effects.ts). */
export default async function driverRoutes(app: App, ctx: Ctx) {
  const { newDownload, changedDownload } = catalogRefs(ctx);
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
    filters: { modelId: ['d.model_id', 'equals'], os: ['d.os', 'equals'], title: ['d.title', 'containsAnyLanguage'] },
    // The metadata of drivers whose files are already uploaded (the file column names the uploaded file).
    importer: {
      columns: [
        { key: 'modelName', field: 'modelId', lookup: modelByName },
        { key: 'title' },
        ...translationColumns('title', 'titleI18n'),
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
    toInsert: async (b) => ({ ...(await newDownload(b)), os: b.os }),
    // Publishing into any slot, changing or deleting a published driver: checked by effect.
    effects: 'driver',
    // A guide page lists its model's published drivers.
    changesPages: true,
    toUpdate: async (b) => defined({ ...(await changedDownload(b)), os: b.os }),
  });
}
