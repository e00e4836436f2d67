import { manuals } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, downloadListParts, translationsColumn } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { manualDto } from '../../lib/catalogDto.js';
import { asStatus } from '../../lib/dto.js';

/** Manuals (site:manual:*): what is published is decided by site:manual:edit, installers by site:driver:edit. */
export default async function manualRoutes(app: App, ctx: Ctx) {
  const { newDownload, changedDownload } = catalogRefs(ctx);
  registerCrud(app, ctx, manuals, {
    ...downloadListParts('manuals'),
    tag: 'admin: manuals',
    sortable: {
      title: 'd.title',
      modelName: 'm.name',
      version: 'd.version',
      releaseDate: 'd.release_date',
      fileSize: 'd.file_size',
      sort: 'd.sort',
    },
    filters: { modelId: ['d.model_id', 'equals'], title: ['d.title', 'containsAnyLanguage'] },
    toDto: (d) => ({ ...manualDto(d), modelName: d.model_name, status: asStatus(d.status) }),
    toInsert: async (b) => ({
      ...(await newDownload(b)),
      description: b.description ?? '',
      description_i18n: translationsColumn(b.descriptionI18n ?? {}),
    }),
    toUpdate: async (b) =>
      defined({
        ...(await changedDownload(b)),
        description: b.description,
        description_i18n: translationsColumn(b.descriptionI18n),
      }),
    // Publishing, changing or deleting a published manual, and installer files behind one: checked by effect.
    effects: 'manual',
  });
}
