import { z } from 'zod';
import { maxMessage, safeText } from './fields.js';
import { pagination } from './pagination.js';
import { rowTime } from './resources/rowFields.js';

/** Monitor → Online users: the sessions signed in now, and ending one (RuoYi's monitor/online). */

/** A session's id in the admin: the stored hash of its token (it cannot be used to sign in). */
export const SESSION_ID = /^[0-9a-f]{64}$/;

/** GET /monitor/online/list. */
export const onlineListQuery = z.object({
  ...pagination,
  userName: safeText(64).optional(),
  ipaddr: safeText(64).optional(),
});
export type OnlineListQuery = z.input<typeof onlineListQuery>;

/** DELETE /monitor/online/:tokenId. */
export const onlineSessionParam = z.object({
  tokenId: z.string().regex(SESSION_ID, { error: 'must be a session id from the list' }),
});

/** One signed-in session as `/monitor/online/list` sends it, newest activity first. */
export const onlineSessionRow = z.strictObject({
  tokenId: z.string(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
  ipaddr: z.string(),
  userAgent: z.string(),
  /** Signed in, last request seen (to the minute), and when it ends unless used again. */
  loginTime: rowTime,
  lastAccessTime: rowTime,
  expireTime: rowTime,
  /** The session the list was asked with. */
  current: z.boolean(),
});
export type OnlineSession = z.output<typeof onlineSessionRow>;

/** POST /monitor/logininfor/unlock: forget the failed sign-ins of this name at this address (from a log line). */
export const loginUnlockBody = z.object({
  userName: safeText(64, 1),
  // An address as the log records it: IPv4, or IPv6 with its colons (which plain safe text refuses).
  ipaddr: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(64, { error: maxMessage(64) })
    .regex(/^[0-9A-Fa-f:.]+$/, { error: 'must be an IPv4 or IPv6 address' }),
});
export type LoginUnlockBody = z.input<typeof loginUnlockBody>;
