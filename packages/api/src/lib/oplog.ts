import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { LOG_SECRET_KEY, type LoginEvent, type OperationAction } from '@labelwise/contract';
import type { Ctx } from '../context.js';
import '../db/typesLogs.js';

/** What an operator did, as the operation log shows it. `module` is the permission prefix (`site:brand` for brands). */
export interface OperationEntry {
  module: string;
  action: OperationAction;
  targetId?: string | number;
  targetName?: string;
  /** The row before the change (omit for add). Serialised as JSON; keys that look like secrets are dropped. */
  before?: unknown;
  /** The row after the change (omit for remove). */
  after?: unknown;
}

/**
 * Drops every key that names a secret (password, token, hash…) at any depth, so neither a password hash nor a session
 * token can reach a log line, whatever a caller passes.
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !LOG_SECRET_KEY.test(key))
      .map(([key, v]) => [key, redact(v)]),
  );
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(redact(v)));

/** The fields a row's DTO names itself by, in order of preference. */
const NAME_FIELDS = [
  'name',
  'title',
  'userName',
  'roleName',
  'menuName',
  'dictLabel',
  'dictName',
  'configKey',
  'printerModel',
  'key',
  'email',
];

/** A readable name for a logged row (its name, title, user name…), or ''. */
export function nameOf(row: unknown): string {
  if (row === null || typeof row !== 'object') return '';
  const r = row as Record<string, unknown>;
  for (const f of NAME_FIELDS) if (typeof r[f] === 'string' && r[f]) return (r[f] as string).slice(0, 200);
  return '';
}

/**
 * Records a back-office change. Called after the write succeeded, inside the same transaction when `db` is one, so a
 * change and its log line commit together. A logging failure is reported, never turned into a failed request.
 */
export async function recordOperation(
  ctx: Ctx,
  request: FastifyRequest,
  entry: OperationEntry,
  db: Ctx['db'] = ctx.db,
): Promise<void> {
  try {
    await db
      .insertInto('operation_logs')
      .values({
        module: entry.module,
        action: entry.action,
        target_id: entry.targetId === undefined ? '' : String(entry.targetId),
        target_name: (entry.targetName ?? nameOf(entry.after ?? entry.before)).slice(0, 200),
        before_json: json(entry.before),
        after_json: json(entry.after),
        user_id: request.auth?.userId ?? null,
        user_name: request.auth?.userName ?? '',
        ip: request.ip,
        method: request.method,
        path: request.routeOptions.url ?? request.url,
      })
      .execute();
    // Inside a transaction the pruning must not wait: on PGlite the transaction holds the only connection, so a
    // prune through `ctx.db` would wait for a commit that waits for it. Started without waiting, it runs after.
    if (db === ctx.db) await pruneLogsSometimes(ctx, request);
    else void pruneLogsSometimes(ctx, request);
  } catch (err) {
    request.log.error({ err, module: entry.module }, 'operation log write failed');
  }
}

/** A sign-in attempt or a sign-out, for the login log. Status follows the event: success and logout are '0'. */
export async function recordLogin(
  ctx: Ctx,
  request: FastifyRequest,
  entry: { userName: string; event: LoginEvent },
): Promise<void> {
  const ok = entry.event === 'loginSuccess' || entry.event === 'logout';
  try {
    await ctx.db
      .insertInto('login_logs')
      .values({
        user_name: entry.userName.slice(0, 64),
        ip: request.ip.slice(0, 100),
        user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        status: ok ? '0' : '1',
        msg: entry.event,
      })
      .execute();
    await pruneLogsSometimes(ctx, request);
  } catch (err) {
    request.log.error({ err }, 'login log write failed');
  }
}

/**
 * Retention. Both logs keep `sys.log.retentionDays` days (config key, default 90) and at most `sys.log.maxRows`
 * lines each (default 100 000), whichever is less. Pruning runs at most once per `PRUNE_EVERY_MS` per process, on a
 * write, so a quiet back office costs nothing and a busy one stays bounded.
 */
export const LOG_RETENTION_DEFAULTS = { retentionDays: 90, maxRows: 100_000 } as const;
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPrune = new WeakMap<Ctx, number>();

async function pruneLogsSometimes(ctx: Ctx, request: FastifyRequest) {
  const last = lastPrune.get(ctx);
  if (last !== undefined && Date.now() - last < PRUNE_EVERY_MS) return;
  lastPrune.set(ctx, Date.now());
  try {
    await pruneLogs(ctx);
  } catch (err) {
    request.log.error({ err }, 'log pruning failed');
  }
}

async function limit(ctx: Ctx, key: string, fallback: number): Promise<number> {
  const v = Number(await ctx.configValue(key));
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

/** Deletes log lines past the retention; returns how many went from each log. */
export async function pruneLogs(ctx: Ctx): Promise<{ operation: number; login: number }> {
  const days = await limit(ctx, 'sys.log.retentionDays', LOG_RETENTION_DEFAULTS.retentionDays);
  const maxRows = await limit(ctx, 'sys.log.maxRows', LOG_RETENTION_DEFAULTS.maxRows);
  const out = { operation: 0, login: 0 };
  for (const [table, key] of [
    ['operation_logs', 'operation'],
    ['login_logs', 'login'],
  ] as const) {
    const old = await ctx.db
      .deleteFrom(table)
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days}::int)`)
      .executeTakeFirst();
    // Ids grow with time, so the newest `maxRows` lines are those above the id `maxRows` places from the top.
    const cut = await ctx.db
      .selectFrom(table)
      .select('id')
      .orderBy('id', 'desc')
      .offset(maxRows)
      .limit(1)
      .executeTakeFirst();
    const over = cut ? await ctx.db.deleteFrom(table).where('id', '<=', cut.id).executeTakeFirst() : undefined;
    out[key] = Number(old.numDeletedRows) + Number(over?.numDeletedRows ?? 0);
  }
  return out;
}
