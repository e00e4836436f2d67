import { z } from 'zod';
import { POST_SORTABLE, postCreate, postFilters, postUpdate } from '../org.js';
import { defineResource } from './define.js';
import { rowId, rowStatus, rowTime } from './rowFields.js';

/** A post as `/system/post/list` answers it. */
export const postRow = z.strictObject({
  postId: rowId,
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number().int(),
  status: rowStatus,
  remark: z.string(),
  createdAt: rowTime,
});

/** Posts (`system:post:*`). */
export const posts = defineResource({
  key: 'post',
  path: '/system/post',
  perm: 'system:post',
  idField: 'postId',
  row: postRow,
  create: postCreate,
  update: postUpdate,
  filters: postFilters,
  sortable: POST_SORTABLE,
  menu: { title: 'admin.menu.posts', parent: 'system', icon: 'briefcase' },
});
