import { manuals } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import {
  catalogRefs,
  downloadListParts,
  fileColumns,
  translationsColumn,
  type FileRef,
} from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { asStatus, manualDto } from '../../lib/dto.js';

/** Manuals (site:manual:*): what is published is decided by site:manual:edit, installers by site:driver:edit. */
export default async function manualRoutes(app: App, ctx: Ctx) {
  const { requireModel, requireFile } = catalogRefs(ctx);
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
    filters: { modelId: ['d.model_id', 'equals'], title: ['d.title', 'contains'] },
    toDto: (d) => ({ ...manualDto(d), modelName: d.model_name, status: asStatus(d.status) }),
    toInsert: async (b) => {
      await requireModel(b.modelId);
      const file = await requireFile(b.fileName);
      const status = b.status ?? '0';
      return {
        model_id: b.modelId,
        title: b.title,
        title_i18n: translationsColumn(b.titleI18n ?? {}),
        description: b.description ?? '',
        description_i18n: translationsColumn(b.descriptionI18n ?? {}),
        version: b.version,
        release_date: b.releaseDate,
        ...fileColumns(file),
        sort: b.sort ?? 0,
        status,
      };
    },
    toUpdate: async (b) => {
      if (b.modelId !== undefined) await requireModel(b.modelId);
      let file: FileRef | undefined;
      if (b.fileName !== undefined) {
        file = await requireFile(b.fileName);
      }
      return defined({
        model_id: b.modelId,
        title: b.title,
        title_i18n: translationsColumn(b.titleI18n),
        description: b.description,
        description_i18n: translationsColumn(b.descriptionI18n),
        version: b.version,
        release_date: b.releaseDate,
        ...(file ? fileColumns(file) : {}),
        sort: b.sort,
        status: b.status,
      });
    },
    // Publishing, changing or deleting a published manual, and installer files behind one: checked by effect.
    effects: 'manual',
  });
}
