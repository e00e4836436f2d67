import { links } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { linkDto } from '../../lib/dto.js';

/** Download links (site:link:*), published as dataConfig.json. */
export default async function linkRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, links, {
    table: 'download_links',
    tag: 'admin: download links',
    alias: 'l',
    select: (d) => d.selectFrom('download_links as l').selectAll('l'),
    filters: { key: ['l.link_key', 'contains'] },
    orderBy: (qb) => qb.orderBy('l.sort').orderBy('l.id'),
    sortable: {
      key: 'l.link_key',
      label: 'l.label',
      version: 'l.version',
      sort: 'l.sort',
      updatedAt: 'l.updated_at',
    },
    toDto: linkDto,
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
    // /download is rendered with the link set.
    changesPages: true,
  });
}
