import { z } from 'zod';
import { keyText, safeText } from '../fields.js';
import { defineResource, READ_ONLY } from './define.js';
import { rowId, rowTime } from './rowFields.js';

/** An uploaded file as `/system/file/list` answers it. */
export const fileRow = z.strictObject({
  fileId: rowId,
  /** The stored name, which download links carry (`/common/download/resource?resource=`). */
  fileName: z.string(),
  /** The name it was uploaded under. */
  originalName: z.string(),
  ext: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The operator who uploaded it; empty when that account is gone or the seed stored it. */
  uploadedBy: z.string(),
  createdAt: rowTime,
});
export type StoredFile = z.output<typeof fileRow>;

/**
 * Uploaded files (`system:file:*`): listed, and deleted when nothing uses them any more. Files arrive through
 * uploads (`/common/upload`) on the pages that use them, so the list adds and edits nothing.
 */
export const files = defineResource({
  key: 'file',
  path: '/system/file',
  perm: 'system:file',
  idField: 'fileId',
  row: fileRow,
  create: READ_ONLY,
  update: READ_ONLY,
  filters: { originalName: safeText(255).optional(), ext: keyText(16).optional() },
  sortable: ['originalName', 'size', 'createdAt'],
  menu: { title: 'admin.menu.files', parent: 'system', icon: 'upload', actions: ['query', 'remove'] },
});
