import { z } from 'zod';
import { updateOf, withOptional } from './bodies.js';
import { emailAddress, freeText, keyText, safeText, sortInt, statusEnum } from './fields.js';
import { EMAIL_MAX, PHONE_MAX, PHONE_PATTERN, type Status } from './rules.js';
import { rowId, rowStatus, rowTime } from './resources/rowFields.js';

export * from './logistics.js';

/**
 * Departments and posts, shaped as RuoYi's sys_dept and sys_post so its operators find the fields they know:
 * a department tree (parent, ancestors, name, order, leader, phone, email, status) and job posts (code, name, order,
 * status, remark).
 */

export const DEPT_NAME_MAX = 30;
export const DEPT_LEADER_MAX = 20;
export const POST_CODE_MAX = 64;
export const POST_NAME_MAX = 50;
export const POST_REMARK_MAX = 500;
/** How deep the department tree may grow: deep enough for group → company → division → team, not unbounded. */
export const DEPT_DEPTH_MAX = 8;

const optionalEmail = z.union([z.literal(''), emailAddress().max(EMAIL_MAX)]);
const phone = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .regex(PHONE_PATTERN, { error: 'may contain only digits, spaces and + ( ) - .' });
/** 0 is the top level, as in RuoYi. */
const parentId = z.coerce
  .number({ error: 'must be 0 or a department id' })
  .int({ error: 'must be 0 or a department id' })
  .min(0, { error: 'must be 0 or a department id' })
  .max(2_147_483_647, { error: 'is too large' });

// ---------- departments ----------
export const deptShape = {
  parentId,
  deptName: safeText(DEPT_NAME_MAX, 1),
  orderNum: sortInt,
  leader: safeText(DEPT_LEADER_MAX),
  phone,
  email: optionalEmail,
  status: statusEnum,
};
export const deptCreate = withOptional(deptShape, ['parentId', 'orderNum', 'leader', 'phone', 'email', 'status']);
export const deptUpdate = updateOf(deptShape, 'deptId');
export const deptFilters = { deptName: safeText(DEPT_NAME_MAX).optional(), status: statusEnum.optional() };
export type DeptCreate = z.input<typeof deptCreate>;
export type DeptUpdate = z.input<typeof deptUpdate>;
/** A department as `/system/dept/list` and `/system/dept/:id` send it: the flat list, the client draws the tree from `parentId`. */
export const deptRow = z.strictObject({
  deptId: rowId,
  parentId: rowId,
  /** Ids from the top down to the parent, comma-separated, starting with 0 ("0,100,101"), as RuoYi keeps them. */
  ancestors: z.string(),
  deptName: z.string(),
  orderNum: z.number().int(),
  leader: z.string(),
  phone: z.string(),
  email: z.string(),
  status: rowStatus,
  createdAt: rowTime,
});
export type Dept = z.output<typeof deptRow>;

// ---------- posts ----------
export const postShape = {
  postCode: keyText(POST_CODE_MAX),
  postName: safeText(POST_NAME_MAX, 1),
  postSort: sortInt,
  status: statusEnum,
  remark: freeText(POST_REMARK_MAX),
};
export const postCreate = withOptional(postShape, ['postSort', 'status', 'remark']);
export const postUpdate = updateOf(postShape, 'postId');
export const postFilters = {
  postCode: safeText(POST_CODE_MAX).optional(),
  postName: safeText(POST_NAME_MAX).optional(),
  status: statusEnum.optional(),
};
export const POST_SORTABLE = ['postCode', 'postName', 'postSort', 'status', 'createdAt'] as const;
export type PostCreate = z.input<typeof postCreate>;
export type PostUpdate = z.input<typeof postUpdate>;
export interface Post {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: Status;
  remark: string;
  createdAt: string;
}
