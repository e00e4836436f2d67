import {
  onlineListQuery,
  type OnlineSession,
  onlineSessionParam,
  onlineSessionRow,
  onlineSessions,
} from '@labelwise/contract';
import { sql } from 'kysely';
import type { App, Ctx } from '../../context.js';
import '../../db/typesOrg.js';
import { containing, responsesOf } from '../../lib/crud.js';
import { offsetOf, ok, page, refuse } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';
import { userRules } from '../../lib/users.js';

const tags = ['admin: online users'];
const security = [{ bearer: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Monitor → Online users (RuoYi's monitor/online): the sessions that have not expired, and force sign-out of one.
 * Ending a session is not acting as its user (nothing is learnt or granted), so it needs `monitor:online:forceLogout`
 * only; as with every change to an account, only an administrator may end an administrator's session.
 */
export default async function onlineRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { checkAdminAccount } = userRules(db);

  app.get(
    `${onlineSessions.path}/list`,
    {
      onRequest: app.requirePerm(`${onlineSessions.perm}:list`),
      schema: {
        tags,
        security,
        summary: 'Sessions signed in now (monitor:online:list)',
        querystring: onlineListQuery,
        response: { 200: responsesOf(onlineSessionRow).list },
      },
    },
    async (req) => {
      const q = req.query;
      let base = db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('depts as d', 'd.id', 'u.dept_id')
        .where('s.expires_at', '>', sql<Date>`now()`);
      if (q.userName) base = base.where('u.user_name', 'ilike', containing(q.userName));
      if (q.ipaddr) base = base.where('s.ip', 'like', containing(q.ipaddr));
      const [rows, count] = await Promise.all([
        base
          .select([
            's.token_hash',
            's.ip',
            's.user_agent',
            's.created_at',
            's.last_seen_at',
            's.expires_at',
            'u.user_name',
            'u.nick_name',
            'd.dept_name',
          ])
          .orderBy('s.last_seen_at', 'desc')
          .orderBy('s.token_hash')
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const mine = req.auth!.tokenHash;
      return page<OnlineSession>(
        rows.map((r) => ({
          tokenId: r.token_hash,
          userName: r.user_name,
          nickName: r.nick_name,
          deptName: r.dept_name,
          ipaddr: r.ip,
          userAgent: r.user_agent,
          loginTime: iso(r.created_at),
          lastAccessTime: iso(r.last_seen_at),
          expireTime: iso(r.expires_at),
          current: r.token_hash === mine,
        })),
        Number(count.n),
      );
    },
  );

  app.delete(
    `${onlineSessions.path}/:tokenId`,
    {
      onRequest: app.requirePerm(`${onlineSessions.perm}:forceLogout`),
      schema: {
        tags,
        security,
        summary: 'Sign a session out at once (monitor:online:forceLogout)',
        params: onlineSessionParam,
      },
    },
    async (req) => {
      const auth = req.auth!;
      const { tokenId } = req.params;
      if (tokenId === auth.tokenHash)
        throw refuse(409, 'tokenId', 'this is your own session: sign out instead', 'ownSessionEnd');
      const target = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.user_name', 's.ip'])
        .where('s.token_hash', '=', tokenId)
        .executeTakeFirst();
      // Already gone (expired, signed out, ended by someone else): what was asked for holds.
      if (!target) return ok();
      await checkAdminAccount(auth, target.id, 'tokenId');
      await db.deleteFrom('sessions').where('token_hash', '=', tokenId).execute();
      await recordOperation(ctx, req, {
        module: onlineSessions.perm,
        action: 'other',
        targetId: target.id,
        targetName: target.user_name,
        before: { userName: target.user_name, ipaddr: target.ip },
        after: null,
      });
      return ok();
    },
  );
}
