import { z } from 'zod';
import { LINK_SORTABLE, linkCreate, linkFilters, linkUpdate } from '../catalog.js';
import { defineResource } from './define.js';
import { rowId, rowTime } from './rowFields.js';

/** A download link as `/site/link/list` answers it: one key of the public dataConfig.json. */
export const linkRow = z.strictObject({
  linkId: rowId,
  key: z.string(),
  url: z.string(),
  label: z.string(),
  version: z.string(),
  sha256: z.string(),
  sort: z.number().int(),
  updatedAt: rowTime,
});

export type DownloadLink = z.output<typeof linkRow>;

/** Download links (`site:link:*`), published as dataConfig.json. */
export const links = defineResource({
  key: 'link',
  path: '/site/link',
  perm: 'site:link',
  idField: 'linkId',
  row: linkRow,
  create: linkCreate,
  update: linkUpdate,
  filters: linkFilters,
  sortable: LINK_SORTABLE,
  menu: { title: 'admin.menu.links', parent: 'site', icon: 'link' },
});
