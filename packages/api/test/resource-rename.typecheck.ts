/**
 * Checked by `tsc`, never run: what a renamed row field breaks on the API side. The manifest below is the download
 * links' with `key` renamed to `linkKey` in its row; every `@ts-expect-error` marks a place that must stop compiling
 * (if one of them compiled, tsc would fail on the unused directive).
 */
import { z } from 'zod';
import { defineResource, linkRow, links, type RowInput } from '@labelwise/contract';
import type { App, Ctx } from '../src/context.js';
import { registerCrud } from '../src/lib/crud.js';
import { linkDto } from '../src/lib/dto.js';

const renamedRow = linkRow.omit({ key: true }).extend({ linkKey: z.string() });

// The manifest itself: `key` is still a sort field, but no longer a field of the row.
// @ts-expect-error 'key' is not a field of the renamed row
defineResource({ ...links, row: renamedRow });

export const renamed = defineResource({ ...links, row: renamedRow, sortable: ['label', 'sort'] });

declare const stored: Parameters<typeof linkDto>[0];
// The mapping: the DTO still writes `key`.
// @ts-expect-error 'linkKey' is missing from what linkDto returns
export const mapped: RowInput<typeof renamed> = linkDto(stored);

export function routes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, renamed, {
    table: 'download_links',
    tag: 'admin: download links',
    alias: 'l',
    select: (d) => d.selectFrom('download_links as l').selectAll('l'),
    orderBy: (qb) => qb.orderBy('l.id'),
    // The route's sort fields are the manifest's: `key` is not one any more.
    // @ts-expect-error 'key' is not a sort field of the renamed manifest
    sortable: { key: 'l.link_key', label: 'l.label', sort: 'l.sort' },
    // @ts-expect-error the route's rows must be the renamed row
    toDto: linkDto,
    toInsert: async (b) => ({ link_key: b.key, url: b.url }),
    toUpdate: async () => ({}),
  });
}
