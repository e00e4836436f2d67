import { type LINK_SORTABLE, linkCreate, linkFilters, linkUpdate } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud, type SortableOf } from '../../lib/crud.js';
import { linkDto } from '../../lib/dto.js';

/** Download links (site:link:*), published as dataConfig.json. */
export default async function linkRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, {
    path: '/site/link',
    perm: 'site:link',
    table: 'download_links',
    idField: 'linkId',
    tag: 'admin: download links',
    alias: 'l',
    listFilters: linkFilters,
    select: (d) => d.selectFrom('download_links as l').selectAll('l'),
    filters: { key: ['l.link_key', 'contains'] },
    orderBy: (qb) => qb.orderBy('l.sort').orderBy('l.id'),
    sortable: {
      key: 'l.link_key',
      label: 'l.label',
      version: 'l.version',
      sort: 'l.sort',
      updatedAt: 'l.updated_at',
    } satisfies SortableOf<typeof LINK_SORTABLE>,
    toDto: linkDto,
    create: linkCreate,
    update: linkUpdate,
    toInsert: async (b) => ({
      link_key: b.key,
      url: b.url,
      label: b.label ?? '',
      version: b.version ?? '',
      sha256: b.sha256 ?? '',
      sort: b.sort ?? 0,
    }),
    toUpdate: async (b) =>
      defined({ link_key: b.key, url: b.url, label: b.label, version: b.version, sha256: b.sha256, sort: b.sort }),
    // Every link is live in dataConfig.json: adding, re-pointing or deleting one is checked by effect.
    effects: 'link',
  });
}
