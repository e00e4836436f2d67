import { type BRAND_SORTABLE, brandCreate, brandFilters, brandUpdate } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud, type SortableOf } from '../../lib/crud.js';
import { brandDto } from '../../lib/dto.js';
import { searchKey } from '../../lib/http.js';

/** Brands (site:brand:*): list, get, create, update, delete. */
export default async function brandRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, {
    path: '/site/brand',
    perm: 'site:brand',
    table: 'brands',
    idField: 'brandId',
    tag: 'admin: brands',
    alias: 'b',
    listFilters: brandFilters,
    select: (d) => d.selectFrom('brands as b').selectAll('b'),
    filters: { name: ['b.name', 'contains'], status: ['b.status', 'equals'] },
    orderBy: (qb) => qb.orderBy('b.sort').orderBy('b.id'),
    sortable: { name: 'b.name', sort: 'b.sort', status: 'b.status', updatedAt: 'b.updated_at' } satisfies SortableOf<
      typeof BRAND_SORTABLE
    >,
    toDto: brandDto,
    create: brandCreate,
    update: brandUpdate,
    toInsert: async (b) => ({
      name: b.name,
      slug: b.slug ?? (searchKey(b.name) || `brand-${Date.now()}`),
      website: b.website ?? '',
      logo: b.logo ?? '',
      description: b.description ?? '',
      sort: b.sort ?? 0,
      status: b.status ?? '0',
    }),
    // A brand's columns carry the wire's names, so the changed fields are the body without its id.
    toUpdate: async ({ brandId: _brandId, ...changes }) => defined(changes),
  });
}
