import {
  type Forwarder,
  type FORWARDER_SORTABLE,
  forwarderCreate,
  forwarderFilters,
  forwarderUpdate,
} from '@labelwise/contract';
import { type Selectable, sql } from 'kysely';
import type { App, Ctx } from '../../context.js';
import type { ForwardersTable } from '../../db/types-org.js';
import { defined, registerCrud, type SortableOf } from '../../lib/crud.js';
import { refuse } from '../../lib/http.js';
import parcelEventRoutes from './logistics-events.js';
import parcelRoutes from './logistics-parcels.js';

type ForwarderRow = Selectable<ForwardersTable> & { parcel_count: number };

export function forwarderDto(f: ForwarderRow): Forwarder {
  return {
    forwarderId: f.id,
    name: f.name,
    code: f.code,
    trackingUrl: f.tracking_url,
    website: f.website,
    sort: f.sort,
    status: f.status as Forwarder['status'],
    remark: f.remark,
    parcelCount: Number(f.parcel_count),
    updatedAt: new Date(f.updated_at).toISOString(),
  };
}

/** Forwarders (carriers) and tracked parcels. */
export default async function logisticsRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, {
    path: '/logistics/forwarder',
    perm: 'logistics:forwarder',
    table: 'forwarders',
    idField: 'forwarderId',
    tag: 'admin: forwarders',
    alias: 'f',
    listFilters: forwarderFilters,
    select: (d) =>
      d
        .selectFrom('forwarders as f')
        .selectAll('f')
        .select(sql<number>`(select count(*)::int from parcels p where p.forwarder_id = f.id)`.as('parcel_count')),
    filters: { name: ['f.name', 'contains'], code: ['f.code', 'contains'], status: ['f.status', 'equals'] },
    orderBy: (qb) => qb.orderBy('f.sort').orderBy('f.id'),
    sortable: {
      name: 'f.name',
      code: 'f.code',
      sort: 'f.sort',
      status: 'f.status',
      updatedAt: 'f.updated_at',
    } satisfies SortableOf<typeof FORWARDER_SORTABLE>,
    toDto: forwarderDto,
    create: forwarderCreate,
    update: forwarderUpdate,
    toInsert: async (b) => ({
      name: b.name,
      code: b.code,
      tracking_url: b.trackingUrl,
      website: b.website ?? '',
      sort: b.sort ?? 0,
      status: b.status ?? '0',
      remark: b.remark ?? '',
    }),
    toUpdate: async (b) =>
      defined({
        name: b.name,
        code: b.code,
        tracking_url: b.trackingUrl,
        website: b.website,
        sort: b.sort,
        status: b.status,
        remark: b.remark,
      }),
    // Parcels keep their carrier: retire it (status '1') instead.
    guard: (action, row: ForwarderRow) => {
      if (action === 'remove' && Number(row.parcel_count) > 0)
        throw refuse(409, 'forwarderId', 'is still in use by tracked parcels', 'inUseByParcels');
    },
  });
  await parcelRoutes(app, ctx);
  await parcelEventRoutes(app, ctx);
}
