import { brands } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { brandDto } from '../../lib/catalogDto.js';
import { asStatus, isoTime } from '../../lib/dto.js';
import { searchKey } from '../../lib/http.js';
import { translationsColumn } from '../../lib/catalogRefs.js';

/** Brands (site:brand:*): list, get, create, update, delete. */
export default async function brandRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, brands, {
    table: 'brands',
    tag: 'admin: brands',
    alias: 'b',
    select: (d) => d.selectFrom('brands as b').selectAll('b'),
    filters: { name: ['b.name', 'containsAnyLanguage'], status: ['b.status', 'equals'] },
    orderBy: (qb) => qb.orderBy('b.sort').orderBy('b.id'),
    sortable: { name: 'b.name', sort: 'b.sort', status: 'b.status', updatedAt: 'b.updated_at' },
    toDto: (b) => ({ ...brandDto(b), status: asStatus(b.status), updatedAt: isoTime(b.updated_at) }),
    toInsert: async (b) => ({
      name: b.name,
      name_i18n: translationsColumn(b.nameI18n ?? {}),
      slug: b.slug ?? (searchKey(b.name) || `brand-${Date.now()}`),
      website: b.website ?? '',
      logo: b.logo ?? '',
      description: b.description ?? '',
      sort: b.sort ?? 0,
      status: b.status ?? '0',
    }),
    // A brand's columns carry the wire's names (but for its translations), so the changes are the body without its id.
    toUpdate: async ({ brandId: _brandId, nameI18n, ...changes }) =>
      defined({ ...changes, name_i18n: translationsColumn(nameI18n) }),
  });
}
