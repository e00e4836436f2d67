import { forwarders, type RowInput } from '@labelwise/contract';
import { type Selectable, sql } from 'kysely';
import type { App, Ctx } from '../../context.js';
import type { ForwardersTable } from '../../db/typesOrg.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { asStatus } from '../../lib/dto.js';
import { refuse } from '../../lib/http.js';
import parcelEventRoutes from './logisticsEvents.js';
import parcelRoutes from './logisticsParcels.js';

type ForwarderRow = Selectable<ForwardersTable> & { parcel_count: number };

export function forwarderDto(f: ForwarderRow): RowInput<typeof forwarders> {
  return {
    forwarderId: f.id,
    name: f.name,
    code: f.code,
    trackingUrl: f.tracking_url,
    website: f.website,
    sort: f.sort,
    status: asStatus(f.status),
    remark: f.remark,
    parcelCount: Number(f.parcel_count),
    updatedAt: new Date(f.updated_at).toISOString(),
  };
}

/** Forwarders (carriers) and tracked parcels. */
export default async function logisticsRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, forwarders, {
    table: 'forwarders',
    tag: 'admin: forwarders',
    alias: 'f',
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
    },
    toDto: forwarderDto,
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
