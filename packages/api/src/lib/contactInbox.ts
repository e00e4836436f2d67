import { sql } from 'kysely';
import type { Ctx } from '../context.js';

const lastWarned = new WeakMap<Ctx, number>();

/**
 * Keeps the unread messages (status `new`) within `max`. They are ranked by how many newer unread messages their
 * sender has (each sender's newest first, then each one's second newest, …; newer first within a rank), and past
 * `max` those ranked beyond 99 % of it are deleted: the sender with the most unread messages loses its oldest first,
 * so a flood crowds out only itself and a person who wrote once keeps the message until every sender of the flood is
 * down to one. Trimming to 99 % runs the ranking (about 40 ms for 10,000 messages on PGlite, 20 ms on PostgreSQL)
 * once per hundredth of the cap rather than per message. An old message only moves down the ranking as messages
 * arrive, so concurrent submissions, each trimming what it sees, never trim below that. Returns how many were
 * dropped; logged at most once a minute per process.
 */
export async function keepInboxWithinCap(ctx: Ctx, max: number, log: { warn: (o: object, m: string) => void }) {
  const { n } = await ctx.db
    .selectFrom('contact_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  if (n <= max) return 0;
  const keep = max - Math.max(1, Math.floor(max / 100));
  const gone = await sql<{ id: number }>`
    delete from contact_messages where id in (
      select id from (
        select id, row_number() over (order by k, id desc) as pos from (
          select id, row_number() over (partition by sender order by id desc) as k
          from contact_messages where status = 'new') ranked) ordered
      where pos > ${keep})
    returning id`.execute(ctx.db);
  const dropped = gone.rows.length;
  if (dropped > 0 && Date.now() - (lastWarned.get(ctx) ?? 0) > 60_000) {
    lastWarned.set(ctx, Date.now());
    log.warn({ unread: n, max, dropped }, 'contact inbox full: the busiest senders lose their oldest unread messages');
  }
  return dropped;
}
