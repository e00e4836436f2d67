import { z } from 'zod';
import { BRAND_SORTABLE, brandCreate, brandFilters, brandUpdate } from '../catalog.js';
import { defineResource } from './define.js';
import { rowI18n, rowId, rowStatus, rowTime } from './rowFields.js';

/** A brand as `/site/brand/list` answers it. */
export const brandRow = z.strictObject({
  brandId: rowId,
  name: z.string(),
  nameI18n: rowI18n,
  slug: z.string(),
  website: z.string(),
  logo: z.string(),
  description: z.string(),
  sort: z.number().int(),
  status: rowStatus,
  updatedAt: rowTime,
});
export type AdminBrand = z.output<typeof brandRow>;

/** Brands (`site:brand:*`). */
export const brands = defineResource({
  key: 'brand',
  path: '/site/brand',
  perm: 'site:brand',
  idField: 'brandId',
  row: brandRow,
  create: brandCreate,
  update: brandUpdate,
  filters: brandFilters,
  sortable: BRAND_SORTABLE,
  menu: { title: 'admin.menu.brands', parent: 'site/catalog', icon: 'star' },
});
