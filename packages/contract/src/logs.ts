import { z } from 'zod';
import { dateString, keyText, oneOf, safeText, statusEnum } from './fields.js';
import { rowId, rowStatus, rowTime } from './resources/rowFields.js';

/** The operation log and the login log as the admin lists them. */

/** What an operator did. `remove` of several rows at once is one entry per row. */
export const OPERATION_ACTIONS = ['add', 'edit', 'remove', 'publish', 'import', 'other'] as const;
export type OperationAction = (typeof OPERATION_ACTIONS)[number];

/**
 * What a login-log line records; stored as the line's `msg` so the admin words it in the reader's language.
 * `loginSuccess` and `logout` have status '0', every other event status '1'.
 */
export const LOGIN_EVENTS = [
  'loginSuccess',
  'badPassword',
  'locked',
  'challengeFailed',
  'accountDisabled',
  'logout',
] as const;
export type LoginEvent = (typeof LOGIN_EVENTS)[number];

/** Keys of the before/after objects that never reach a log line (they are left out, not masked). */
export const LOG_SECRET_KEY = /password|token|secret|hash$/i;

export const OPERLOG_SORTABLE = ['operTime', 'module', 'action', 'operName'] as const;
export const LOGININFOR_SORTABLE = ['loginTime', 'userName', 'ipaddr', 'status'] as const;

/** A date range of whole days (UTC), both ends included: `beginTime` ≤ day ≤ `endTime`. */
const dateRange = {
  beginTime: dateString.optional(),
  endTime: dateString.optional(),
};

/** A date range's end may not be before its start. */
export const dateRangeCheck = {
  valid: (q: { beginTime?: string | undefined; endTime?: string | undefined }) =>
    !q.beginTime || !q.endTime || q.beginTime <= q.endTime,
  error: 'must not be before beginTime',
  path: 'endTime',
};

/** The characters an IP address (v4 or v6) may hold; a fragment matches anywhere in the address. */
const ipFragment = z
  .string()
  .trim()
  .max(100, { error: 'must be at most 100 characters' })
  .regex(/^[0-9a-fA-F.:]*$/, { error: 'may contain only the characters of an IP address' });

export const operLogFilters = {
  /** A permission prefix such as `site:brand` (the module's menu). */
  module: keyText(100).optional(),
  action: oneOf(OPERATION_ACTIONS).optional(),
  /** The operator's login name, or part of it. */
  operName: safeText(64).optional(),
  status: statusEnum.optional(),
  ...dateRange,
};

export const loginLogFilters = {
  userName: safeText(64).optional(),
  ipaddr: ipFragment.optional(),
  status: statusEnum.optional(),
  ...dateRange,
};

/** One operation as the list answers it (`/monitor/operlog/list`). */
export const operLogRow = z.strictObject({
  operId: rowId,
  /** The permission prefix of the module changed (`site:brand`), which the admin names by its menu title. */
  module: z.string(),
  action: z.enum(OPERATION_ACTIONS),
  targetId: z.string(),
  targetName: z.string(),
  operName: z.string(),
  operIp: z.string(),
  requestMethod: z.string(),
  operUrl: z.string(),
  status: rowStatus,
  errorMsg: z.string(),
  operTime: rowTime,
});
export type OperLog = z.output<typeof operLogRow>;

/** A changed row's fields, as the API sent them (secrets left out). */
export type LoggedRow = Record<string, unknown>;
const loggedRow = z.record(z.string(), z.unknown());

/** `/monitor/operlog/:id`: the entry with the row before the change (null for an add) and after (null for a remove). */
export const operLogDetailRow = operLogRow.extend({ before: loggedRow.nullable(), after: loggedRow.nullable() });
export type OperLogDetail = z.output<typeof operLogDetailRow>;

/** One sign-in attempt or sign-out, as the login log answers it. */
export const loginLogRow = z.strictObject({
  infoId: rowId,
  userName: z.string(),
  ipaddr: z.string(),
  userAgent: z.string(),
  status: rowStatus,
  /** A `LoginEvent`; older or foreign lines may hold other text, shown as it is. */
  msg: z.string(),
  loginTime: rowTime,
});
export type LoginLog = z.output<typeof loginLogRow>;
