import {
  loginLogs,
  loginUnlockBody,
  operLogs,
  type LoginLog,
  type OperationAction,
  type OperLog,
  type Status,
} from '@labelwise/contract';
import { sql, type Selectable } from 'kysely';
import type { App, Ctx } from '../../context.js';
import type { LoginLogsTable, OperationLogsTable } from '../../db/typesLogs.js';
import { registerCrud, type RowQuery } from '../../lib/crud.js';
import { ok } from '../../lib/http.js';
import { LoginThrottle } from '../../lib/loginThrottle.js';
import { recordOperation } from '../../lib/oplog.js';

/**
 * The operation log and the login log (Monitor), RuoYi's operlog and logininfor: list with filters, one entry (an
 * operation with its before/after), delete selected, clean all, and the login log's unlock. Deleting or cleaning
 * either log is itself written to the operation log, so an emptied log still says who emptied it. Retention
 * (`sys.log.retentionDays`, `sys.log.maxRows`) is applied by lib/oplog.ts.
 */
export default async function logsRoutes(app: App, ctx: Ctx) {
  operLogRoutes(app, ctx);
  loginLogRoutes(app, ctx);
}

const tag = 'admin: logs';
const iso = (d: Date | string) => new Date(d).toISOString();
const parse = (s: string | null) => (s === null ? null : (JSON.parse(s) as Record<string, unknown>));

/** A log line's row, without before/after: they can be large, and only the detail shows them. */
type OperRow = Omit<Selectable<OperationLogsTable>, 'before_json' | 'after_json' | 'user_id'>;

const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/** Keeps the lines written within whole UTC days: from the start of `beginTime` to the end of `endTime`. */
function withinDays<O>(qb: RowQuery<O>, q: { beginTime?: string | undefined; endTime?: string | undefined }) {
  let x = qb;
  if (q.beginTime) x = x.where(sql.ref('created_at'), '>=', dayStart(q.beginTime));
  if (q.endTime) x = x.where(sql.ref('created_at'), '<', dayAfter(q.endTime));
  return x;
}

function operDto(r: OperRow): OperLog {
  return {
    operId: Number(r.id),
    module: r.module,
    action: r.action as OperationAction,
    targetId: r.target_id,
    targetName: r.target_name,
    operName: r.user_name,
    operIp: r.ip,
    requestMethod: r.method,
    operUrl: r.path,
    status: r.status as Status,
    errorMsg: r.error_msg,
    operTime: iso(r.created_at),
  };
}

function loginDto(r: Selectable<LoginLogsTable>): LoginLog {
  return {
    infoId: Number(r.id),
    userName: r.user_name,
    ipaddr: r.ip,
    userAgent: r.user_agent,
    status: r.status as Status,
    msg: r.msg,
    loginTime: iso(r.created_at),
  };
}

function operLogRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, operLogs, {
    table: 'operation_logs',
    tag,
    alias: 'o',
    noun: 'operation log entry',
    select: (d) =>
      d
        .selectFrom('operation_logs as o')
        .select([
          'o.id',
          'o.module',
          'o.action',
          'o.target_id',
          'o.target_name',
          'o.user_name',
          'o.ip',
          'o.method',
          'o.path',
          'o.status',
          'o.error_msg',
          'o.created_at',
        ]),
    filters: {
      module: ['o.module', 'equals'],
      action: ['o.action', 'equals'],
      operName: ['o.user_name', 'contains'],
      status: ['o.status', 'equals'],
    },
    applyFilters: withinDays,
    orderBy: (qb) => qb.orderBy('o.id', 'desc'),
    sortable: { operTime: 'o.created_at', module: 'o.module', action: 'o.action', operName: 'o.user_name' },
    toDto: operDto,
    toDetail: async (r) => {
      const { before_json, after_json } = await ctx.db
        .selectFrom('operation_logs')
        .select(['before_json', 'after_json'])
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      return { ...operDto(r), before: parse(before_json), after: parse(after_json) };
    },
    clean: true,
  });
}

function loginLogRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, loginLogs, {
    table: 'login_logs',
    tag,
    alias: 'l',
    noun: 'login log entry',
    select: (d) => d.selectFrom('login_logs as l').selectAll('l'),
    filters: {
      userName: ['l.user_name', 'contains'],
      ipaddr: ['l.ip', 'contains'],
      status: ['l.status', 'equals'],
    },
    applyFilters: withinDays,
    orderBy: (qb) => qb.orderBy('l.id', 'desc'),
    sortable: { loginTime: 'l.created_at', userName: 'l.user_name', ipaddr: 'l.ip', status: 'l.status' },
    toDto: loginDto,
    clean: true,
  });

  const throttle = new LoginThrottle(ctx.db, ctx.opts.loginLock);
  app.post(
    `${loginLogs.path}/unlock`,
    {
      onRequest: app.requirePerm(`${loginLogs.perm}:unlock`),
      schema: {
        tags: [tag],
        security: [{ bearer: [] }],
        summary: `Forget the failed sign-ins of a name at an address (${loginLogs.perm}:unlock)`,
        body: loginUnlockBody,
      },
    },
    async (req) => {
      const { userName, ipaddr } = req.body;
      const unlocked = await throttle.unlock(userName, ipaddr);
      await recordOperation(ctx, req, {
        module: loginLogs.perm,
        action: 'other',
        targetName: userName,
        before: { userName, ipaddr },
        after: null,
      });
      return ok({ unlocked });
    },
  );
}
