import { parcels } from '@labelwise/contract';
import { sql } from 'kysely';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { badRequest, refuse } from '../../lib/http.js';
import { parcelDto, parcelSelect } from './logisticsRows.js';

/** Tracked parcels (logistics:tracking:*): search by number, forwarder, status and shipping days; the history. */
export default async function parcelRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;

  /** The forwarder must exist, and a new parcel goes only to an active one. */
  const checkForwarder = async (forwarderId: number, isNew: boolean) => {
    const f = await db
      .selectFrom('forwarders')
      .select(['id', 'status'])
      .where('id', '=', forwarderId)
      .executeTakeFirst();
    if (!f) throw badRequest('forwarderId', 'refers to a record that does not exist', 'missingReference');
    if (isNew && f.status !== '0') throw badRequest('forwarderId', 'is not active', 'forwarderInactive');
  };
  // Named by the wire's field, so the form puts the refusal under the number (the constraint would name two columns).
  const checkUnique = async (forwarderId: number, number: string, self?: number) => {
    let q = db
      .selectFrom('parcels')
      .select('id')
      .where('forwarder_id', '=', forwarderId)
      .where('tracking_number', '=', number);
    if (self !== undefined) q = q.where('id', '<>', self);
    if (await q.executeTakeFirst()) throw refuse(409, 'trackingNumber', 'already exists', 'alreadyExists');
  };

  registerCrud(app, ctx, parcels, {
    table: 'parcels',
    tag: 'admin: tracking',
    alias: 'p',
    select: parcelSelect,
    filters: {
      trackingNumber: ['p.tracking_number', 'contains'],
      forwarderId: ['p.forwarder_id', 'equals'],
      status: ['p.status', 'equals'],
    },
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.beginTime) x = x.where('p.shipped_at', '>=', q.beginTime);
      if (q.endTime) x = x.where('p.shipped_at', '<=', q.endTime);
      return x;
    },
    // Most recently moved first: what an operator looks for is what just happened.
    orderBy: (qb) => qb.orderBy(sql`coalesce(p.last_event_at, p.created_at)`, 'desc').orderBy('p.id', 'desc'),
    sortable: {
      trackingNumber: 'p.tracking_number',
      forwarderName: 'f.name',
      status: 'p.status',
      shippedAt: 'p.shipped_at',
      lastEventAt: 'p.last_event_at',
    },
    toDto: parcelDto,
    toInsert: async (b) => {
      await checkForwarder(b.forwarderId, true);
      await checkUnique(b.forwarderId, b.trackingNumber);
      return {
        forwarder_id: b.forwarderId,
        tracking_number: b.trackingNumber,
        reference: b.reference ?? '',
        recipient: b.recipient ?? '',
        destination: b.destination ?? '',
        shipped_at: b.shippedAt ? b.shippedAt : null,
        remark: b.remark ?? '',
      };
    },
    toUpdate: async (b, _req, existing) => {
      const forwarderId = b.forwarderId ?? existing.forwarder_id;
      if (b.forwarderId !== undefined && b.forwarderId !== existing.forwarder_id)
        await checkForwarder(forwarderId, true);
      if (b.forwarderId !== undefined || b.trackingNumber !== undefined)
        await checkUnique(forwarderId, b.trackingNumber ?? existing.tracking_number, existing.id);
      return defined({
        forwarder_id: b.forwarderId,
        tracking_number: b.trackingNumber,
        reference: b.reference,
        recipient: b.recipient,
        destination: b.destination,
        shipped_at: b.shippedAt === undefined ? undefined : b.shippedAt || null,
        remark: b.remark,
      });
    },
  });
}
