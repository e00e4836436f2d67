import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import '../db/types-logs.js';

/** What an operator did, as the operation log shows it. `module` is the permission prefix ('site:brand'). */
export interface OperationEntry {
  module: string;
  action: 'add' | 'edit' | 'remove' | 'publish' | 'import' | 'other';
  targetId?: string | number;
  targetName?: string;
  /** The row before the change (omit for add). Serialised as JSON; secrets must be left out by the caller. */
  before?: unknown;
  /** The row after the change (omit for remove). */
  after?: unknown;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

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
        target_name: entry.targetName ?? '',
        before_json: json(entry.before),
        after_json: json(entry.after),
        user_id: request.auth?.userId ?? null,
        user_name: request.auth?.userName ?? '',
        ip: request.ip,
        method: request.method,
        path: request.routeOptions.url ?? request.url,
      })
      .execute();
  } catch (err) {
    request.log.error({ err, module: entry.module }, 'operation log write failed');
  }
}
