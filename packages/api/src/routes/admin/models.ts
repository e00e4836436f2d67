import { models } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, translationsColumn } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { translationColumns } from '../../lib/crudImport.js';
import { MODEL_COLUMNS, modelDto } from '../../lib/catalogDto.js';
import { asStatus, isConnection } from '../../lib/dto.js';
import { searchKey } from '../../lib/http.js';

/** Printer models (site:model:*). Deleting a model deletes its drivers and manuals, so it is guarded like them. */
export default async function modelRoutes(app: App, ctx: Ctx) {
  const { requireBrand } = catalogRefs(ctx);
  // An imported row names its brand as operators know it; the name is matched without regard to case.
  const brandByName = async (name: string) =>
    (
      await ctx.db
        .selectFrom('brands')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .orderBy('id')
        .executeTakeFirst()
    )?.id;
  registerCrud(app, ctx, models, {
    table: 'printer_models',
    tag: 'admin: models',
    alias: 'm',
    select: (d) =>
      d
        .selectFrom('printer_models as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .select([...MODEL_COLUMNS, 'm.status'])
        // Whether visitors download through the model: the admin offers its deletion only to who may withdraw them.
        .select((eb) => [
          eb
            .exists(
              eb
                .selectFrom('drivers as x')
                .select('x.id')
                .whereRef('x.model_id', '=', 'm.id')
                .where('x.status', '=', '0'),
            )
            .as('published_drivers'),
          eb
            .exists(
              eb
                .selectFrom('manuals as x')
                .select('x.id')
                .whereRef('x.model_id', '=', 'm.id')
                .where('x.status', '=', '0'),
            )
            .as('published_manuals'),
        ]),
    filters: { brandId: ['m.brand_id', 'equals'], status: ['m.status', 'equals'] },
    // The name is matched on the folded key (letters and digits, lower case), so "pm 241" finds "PM-241-BT".
    applyFilters: (qb, q) => (q.name ? qb.where('m.search_key', 'like', `%${searchKey(q.name)}%`) : qb),
    orderBy: (qb) => qb.orderBy('m.sort').orderBy('m.id'),
    sortable: { name: 'm.name', brandName: 'b.name', sort: 'm.sort', status: 'm.status' },
    toDto: (m) => ({
      ...modelDto({
        ...m,
        published_drivers: Boolean(m.published_drivers),
        published_manuals: Boolean(m.published_manuals),
      }),
      brandName: m.brand_name,
      brandNameI18n: m.brand_name_i18n,
      connections: m.connections.filter(isConnection),
      pairing: m.pairing,
      status: asStatus(m.status),
      published: { drivers: Boolean(m.published_drivers), manuals: Boolean(m.published_manuals) },
    }),
    // Identity, visibility and deletion of a model visitors download through are checked by effect.
    effects: 'model',
    // A guide page lists the drivers of the model its guide path names, while the model is shown.
    changesPages: true,
    importer: {
      columns: [
        { key: 'brandName', field: 'brandId', lookup: brandByName },
        { key: 'name' },
        { key: 'guidePath' },
        { key: 'connections', kind: 'list' },
        { key: 'btSerialPrefixes', kind: 'list' },
        // "203 dpi" or 203; an empty cell leaves the resolution unknown.
        { key: 'printResolution', kind: 'integer' },
        { key: 'description' },
        ...translationColumns('description', 'descriptionI18n'),
        { key: 'sort', kind: 'integer' },
        { key: 'status' },
      ],
    },
    toInsert: async (b) => {
      await requireBrand(b.brandId);
      return {
        brand_id: b.brandId,
        name: b.name,
        search_key: searchKey(b.name),
        guide_path: b.guidePath ?? '',
        connections: b.connections ?? [],
        bt_serial_prefixes: b.btSerialPrefixes ?? [],
        pairing: JSON.stringify(b.pairing ?? []),
        print_resolution: b.printResolution ?? null,
        description: b.description ?? '',
        description_i18n: translationsColumn(b.descriptionI18n ?? {}),
        sort: b.sort ?? 0,
        status: b.status ?? '0',
      };
    },
    toUpdate: async (b) => {
      if (b.brandId !== undefined) await requireBrand(b.brandId);
      return defined({
        brand_id: b.brandId,
        name: b.name,
        search_key: b.name !== undefined ? searchKey(b.name) : undefined,
        guide_path: b.guidePath,
        connections: b.connections,
        bt_serial_prefixes: b.btSerialPrefixes,
        pairing: b.pairing !== undefined ? JSON.stringify(b.pairing) : undefined,
        print_resolution: b.printResolution,
        description: b.description,
        description_i18n: translationsColumn(b.descriptionI18n),
        sort: b.sort,
        status: b.status,
      });
    },
  });
}
