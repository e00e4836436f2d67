import {
  type LOGININFOR_SORTABLE,
  type LoginLog,
  loginLogListQuery,
  loginLogs,
  loginUnlockBody,
  type OperationAction,
  type OperLog,
  type OPERLOG_SORTABLE,
  type OperLogDetail,
  operLogDetailRow,
  operLogListQuery,
  operLogRow,
  loginLogRow,
  operLogs,
  type Status,
} from '@labelwise/contract';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { App, Ctx } from '../../context.js';
import type { DB } from '../../db/types.js';
import type { LoginLogsTable, OperationLogsTable } from '../../db/typesLogs.js';
import {
  applySort,
  containing,
  responsesOf,
  windowPage,
  windowTotal,
  type SortableOf,
  type SortFields,
  type SortQuery,
} from '../../lib/crud.js';
import { ApiError, idParam, idsParam, notFound, ok, page } from '../../lib/http.js';
import { LoginThrottle } from '../../lib/loginThrottle.js';
import { recordOperation } from '../../lib/oplog.js';

/**
 * The operation log and the login log (Monitor), RuoYi's operlog and logininfor: list with filters, one entry with
 * its before/after, delete selected, clean all. Reading needs `:list` / `:query`, deleting `:remove`. Deleting or
 * cleaning either log is itself written to the operation log, so an emptied log still says who emptied it.
 * Retention (`sys.log.retentionDays`, `sys.log.maxRows`) is applied by lib/oplog.ts.
 */
export default async function logsRoutes(app: App, ctx: Ctx) {
  operLogRoutes(app, ctx);
  loginLogRoutes(app, ctx);
}

const tags = ['admin: logs'];
const security = [{ bearer: [] }];

type OperRow = Selectable<OperationLogsTable>;
type LoginRow = Selectable<LoginLogsTable>;

const iso = (d: Date | string) => new Date(d).toISOString();
const parse = (s: string | null) => (s === null ? null : (JSON.parse(s) as Record<string, unknown>));

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

function loginDto(r: LoginRow): LoginLog {
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

const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

type LogTable = 'operation_logs' | 'login_logs';

/** Keeps the lines written within whole UTC days: from the start of `beginTime` to the end of `endTime`. */
function withinDays<T extends LogTable, O>(
  qb: SelectQueryBuilder<DB, T, O>,
  q: { beginTime?: string | undefined; endTime?: string | undefined },
): SelectQueryBuilder<DB, T, O> {
  let x = qb;
  if (q.beginTime) x = x.where(sql.ref('created_at'), '>=', dayStart(q.beginTime));
  if (q.endTime) x = x.where(sql.ref('created_at'), '<', dayAfter(q.endTime));
  return x;
}

/** One page of log lines (`selected` picks the columns of `base`), sorted as asked or newest first. */
const newestFirstPage = <T extends LogTable, R>(
  selected: SelectQueryBuilder<DB, T, R>,
  base: Parameters<typeof windowPage>[1],
  sortable: SortFields,
  q: SortQuery & { pageNum: number; pageSize: number },
) =>
  windowPage(
    applySort(selected.select(windowTotal()), sortable, q, 'id', (qb) => qb.orderBy('id', 'desc')),
    base,
    q,
  );

function operLogRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const sortable = {
    operTime: 'created_at',
    module: 'module',
    action: 'action',
    operName: 'user_name',
  } satisfies SortableOf<typeof OPERLOG_SORTABLE>;

  app.get(
    `${operLogs.path}/list`,
    {
      onRequest: app.requirePerm(`${operLogs.perm}:list`),
      schema: {
        tags,
        security,
        summary: 'Operation log (monitor:operlog:list)',
        querystring: operLogListQuery,
        response: { 200: responsesOf(operLogRow).list },
      },
    },
    async (req) => {
      const q = req.query;
      let base = db.selectFrom('operation_logs');
      if (q.module) base = base.where('module', '=', q.module);
      if (q.action) base = base.where('action', '=', q.action);
      if (q.operName) base = base.where('user_name', 'ilike', containing(q.operName));
      if (q.status) base = base.where('status', '=', q.status);
      base = withinDays(base, q);
      // The list leaves out before/after: they can be large, and the detail shows them.
      const columns = [
        'id',
        'module',
        'action',
        'target_id',
        'target_name',
        'user_name',
        'ip',
        'method',
        'path',
        'status',
        'error_msg',
        'created_at',
      ] as const;
      const { rows, total } = await newestFirstPage(base.select(columns), base, sortable, q);
      return page(
        rows.map((r) => operDto({ ...r, before_json: null, after_json: null, user_id: null })),
        total,
      );
    },
  );

  app.get(
    `${operLogs.path}/:id`,
    {
      onRequest: app.requirePerm(`${operLogs.perm}:query`),
      schema: {
        tags,
        security,
        summary: 'One operation with before/after (monitor:operlog:query)',
        params: idParam,
        response: { 200: responsesOf(operLogDetailRow).get },
      },
    },
    async (req) => {
      const row = await db
        .selectFrom('operation_logs')
        .selectAll()
        .where('id', '=', String(req.params.id))
        .executeTakeFirst();
      if (!row) throw notFound('operation log entry');
      const detail: OperLogDetail = { ...operDto(row), before: parse(row.before_json), after: parse(row.after_json) };
      return ok(detail);
    },
  );

  removeRoutes(app, ctx, { path: operLogs.path, perm: operLogs.perm, table: 'operation_logs' });
}

function loginLogRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const sortable = {
    loginTime: 'created_at',
    userName: 'user_name',
    ipaddr: 'ip',
    status: 'status',
  } satisfies SortableOf<typeof LOGININFOR_SORTABLE>;

  app.get(
    `${loginLogs.path}/list`,
    {
      onRequest: app.requirePerm(`${loginLogs.perm}:list`),
      schema: {
        tags,
        security,
        summary: 'Login log (monitor:logininfor:list)',
        querystring: loginLogListQuery,
        response: { 200: responsesOf(loginLogRow).list },
      },
    },
    async (req) => {
      const q = req.query;
      let base = db.selectFrom('login_logs');
      if (q.userName) base = base.where('user_name', 'ilike', containing(q.userName));
      if (q.ipaddr) base = base.where('ip', 'like', containing(q.ipaddr));
      if (q.status) base = base.where('status', '=', q.status);
      base = withinDays(base, q);
      const { rows, total } = await newestFirstPage(base.selectAll(), base, sortable, q);
      return page(rows.map(loginDto), total);
    },
  );

  app.get(
    `${loginLogs.path}/:id`,
    {
      onRequest: app.requirePerm(`${loginLogs.perm}:query`),
      schema: {
        tags,
        security,
        summary: 'One sign-in attempt (monitor:logininfor:query)',
        params: idParam,
        response: { 200: responsesOf(loginLogRow).get },
      },
    },
    async (req) => {
      const row = await db
        .selectFrom('login_logs')
        .selectAll()
        .where('id', '=', String(req.params.id))
        .executeTakeFirst();
      if (!row) throw notFound('login log entry');
      return ok(loginDto(row));
    },
  );

  const throttle = new LoginThrottle(db, ctx.opts.loginLock);
  app.post(
    `${loginLogs.path}/unlock`,
    {
      onRequest: app.requirePerm(`${loginLogs.perm}:unlock`),
      schema: {
        tags,
        security,
        summary: 'Forget the failed sign-ins of a name at an address (monitor:logininfor:unlock)',
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

  removeRoutes(app, ctx, { path: loginLogs.path, perm: loginLogs.perm, table: 'login_logs' });
}

/** DELETE `<path>/clean` (every line) and DELETE `<path>/:ids`, both with `<perm>:remove`, both logged. */
function removeRoutes(
  app: App,
  ctx: Ctx,
  { path, perm, table }: { path: string; perm: string; table: 'operation_logs' | 'login_logs' },
) {
  const db = ctx.db;
  // Static route first: DELETE <path>/clean must not be read as an id list.
  app.delete(
    `${path}/clean`,
    {
      onRequest: app.requirePerm(`${perm}:remove`),
      schema: { tags, security, summary: `Delete every line (${perm}:remove)` },
    },
    async (req) => {
      const res = await db.deleteFrom(table).executeTakeFirst();
      const removed = Number(res.numDeletedRows);
      await recordOperation(ctx, req, { module: perm, action: 'remove', targetName: 'clean', before: { removed } });
      return ok({ removed });
    },
  );
  app.delete(
    `${path}/:ids`,
    {
      onRequest: app.requirePerm(`${perm}:remove`),
      schema: { tags, security, summary: `Delete lines, ids comma-separated (${perm}:remove)`, params: idsParam },
    },
    async (req) => {
      const ids = req.params.ids.map(String);
      const gone = await db.deleteFrom(table).where('id', 'in', ids).returning('id').execute();
      if (gone.length === 0) throw new ApiError(404, undefined, { data: { reason: 'notFound', params: {} } });
      await recordOperation(ctx, req, {
        module: perm,
        action: 'remove',
        targetId: gone.map((r) => r.id).join(','),
        before: { removed: gone.length },
      });
      return ok({ removed: gone.length });
    },
  );
}
