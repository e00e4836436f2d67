import {
  id,
  parcels,
  type ParcelDetail,
  type ParcelEvent,
  parcelEventCreate,
  type TrackingStatus,
} from '@labelwise/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { App, Ctx } from '../../context.js';
import type { DB } from '../../db/types.js';
import { idParam, notFound, ok } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';
import { parcelDto, parcelSelect } from './logisticsRows.js';

/** The parcel's own permissions and log module: an event is part of the parcel. */
const MODULE = parcels.perm;
type Db = Ctx['db'] | Transaction<DB>;

async function detail(db: Db, parcelId: number): Promise<ParcelDetail> {
  const row = await parcelSelect(db as Ctx['db'])
    .where('p.id', '=', parcelId)
    .executeTakeFirst();
  if (!row) throw notFound('parcel');
  const events = await db
    .selectFrom('parcel_events')
    .selectAll()
    .where('parcel_id', '=', parcelId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    ...parcelDto(row),
    events: events.map((e): ParcelEvent => ({
      eventId: e.id,
      status: e.status as TrackingStatus,
      occurredAt: new Date(e.occurred_at).toISOString(),
      location: e.location,
      note: e.note,
      createdBy: e.created_by,
    })),
  };
}

/**
 * The parcel's current status is its latest event's (by when it happened, so an event entered late lands in its
 * place); kept on the parcel row so the list filters and sorts by it without reading the history.
 */
async function refreshStatus(trx: Transaction<DB>, parcelId: number) {
  const latest = await trx
    .selectFrom('parcel_events')
    .select(['status', 'occurred_at', 'location'])
    .where('parcel_id', '=', parcelId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await trx
    .updateTable('parcels')
    .set({
      status: latest?.status ?? 'pending',
      last_event_at: latest?.occurred_at ?? null,
      last_location: latest?.location ?? '',
      updated_at: new Date(),
    })
    .where('id', '=', parcelId)
    .execute();
}

const eventParams = z.object({ id, eventId: id });

/** What one change to a parcel's events adds to the status in its operation-log entry, before and after. */
interface EventChangeLog {
  before: Record<string, unknown>;
  after(now: ParcelDetail): Record<string, unknown>;
}

/**
 * Runs one change to a parcel's events in a transaction: the parcel's status is brought up to its latest event,
 * and the change is logged with the status before and after. Answers the parcel as it is afterwards.
 */
async function changeEvents(
  ctx: Ctx,
  req: FastifyRequest,
  parcelId: number,
  change: (trx: Transaction<DB>, was: ParcelDetail) => Promise<EventChangeLog>,
): Promise<ParcelDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    const was = await detail(trx, parcelId);
    const log = await change(trx, was);
    await refreshStatus(trx, parcelId);
    const now = await detail(trx, parcelId);
    await recordOperation(
      ctx,
      req,
      {
        module: MODULE,
        action: 'edit',
        targetId: parcelId,
        targetName: was.trackingNumber,
        before: { status: was.status, ...log.before },
        after: { status: now.status, ...log.after(now) },
      },
      trx,
    );
    return now;
  });
}

/** A parcel's status history: read it, add an event, remove a mistaken one (logistics:tracking:query / edit). */
export default async function parcelEventRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const tags = ['admin: tracking'];
  const security = [{ bearer: [] }];

  app.get(
    `${parcels.path}/:id/history`,
    {
      onRequest: app.requirePerm(`${MODULE}:query`),
      schema: {
        tags,
        security,
        summary: 'A parcel with its events, newest first (logistics:tracking:query)',
        params: idParam,
      },
    },
    async (req) => ok(await detail(db, req.params.id)),
  );

  app.post(
    `${parcels.path}/:id/events`,
    {
      onRequest: app.requirePerm(`${MODULE}:edit`),
      schema: {
        tags,
        security,
        summary: 'Add a status event (logistics:tracking:edit)',
        params: idParam,
        body: parcelEventCreate,
      },
    },
    async (req) => {
      const b = req.body;
      const after = await changeEvents(ctx, req, req.params.id, async (trx, was) => {
        const event = await trx
          .insertInto('parcel_events')
          .values({
            parcel_id: req.params.id,
            status: b.status,
            occurred_at: new Date(b.occurredAt),
            location: b.location ?? '',
            note: b.note ?? '',
            created_by: req.auth?.userName ?? '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          before: { eventCount: was.events.length },
          after: () => ({ event: { eventId: event.id, ...b } }),
        };
      });
      return ok(after);
    },
  );

  app.delete(
    `${parcels.path}/:id/events/:eventId`,
    {
      onRequest: app.requirePerm(`${MODULE}:edit`),
      schema: { tags, security, summary: 'Remove a mistaken event (logistics:tracking:edit)', params: eventParams },
    },
    async (req) => {
      const { id: parcelId, eventId } = req.params;
      const after = await changeEvents(ctx, req, parcelId, async (trx, was) => {
        const removed = was.events.find((e) => e.eventId === eventId);
        if (!removed) throw notFound('event');
        await trx.deleteFrom('parcel_events').where('id', '=', eventId).execute();
        return { before: { event: removed }, after: (now) => ({ eventCount: now.events.length }) };
      });
      return ok(after);
    },
  );
}
