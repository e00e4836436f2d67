import { z } from 'zod';
import { freeText, maxMessage, oneOf, boolQuery, emailAddress } from './fields.js';
import { pagination, sortQuery } from './pagination.js';
import { rowId, rowTime } from './resources/rowFields.js';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_OS,
  CONTACT_PHONE_MAX,
  CONTACT_ROLES,
  CONTACT_STATUSES,
  CONTACT_WEBSITE_MAX,
  PHONE_PATTERN,
} from './rules.js';

/** POST /contact. */
export const contactBody = z.object({
  name: freeText(CONTACT_NAME_MAX, 1),
  email: z
    .string({ error: 'is required' })
    .trim()
    .max(CONTACT_EMAIL_MAX, { error: maxMessage(CONTACT_EMAIL_MAX) })
    .pipe(emailAddress()),
  phone: z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX, { error: maxMessage(CONTACT_PHONE_MAX) })
    .regex(PHONE_PATTERN, { error: 'may contain only digits, spaces and + ( ) - .' })
    .optional()
    .default(''),
  message: freeText(CONTACT_MESSAGE_MAX, 1),
  role: oneOf(CONTACT_ROLES),
  os: oneOf(CONTACT_OS),
  /** Honeypot: a hidden field real visitors leave empty. */
  website: z
    .string()
    .max(CONTACT_WEBSITE_MAX, { error: maxMessage(CONTACT_WEBSITE_MAX) })
    .optional(),
});
export type ContactBody = z.input<typeof contactBody>;
export interface ContactReceipt {
  received: true;
  id?: number;
}

export const CONTACT_SORTABLE = ['createdAt', 'status', 'name', 'email', 'role', 'os'] as const;
/** GET /site/contact/list. */
export const contactListQuery = z.object({
  ...pagination,
  ...sortQuery(CONTACT_SORTABLE),
  status: oneOf(CONTACT_STATUSES).optional(),
  role: oneOf(CONTACT_ROLES).optional(),
  os: oneOf(CONTACT_OS).optional(),
  // A search fragment of an address: the characters an email address may hold (the LIKE pattern is escaped).
  email: z
    .string()
    .trim()
    .max(CONTACT_EMAIL_MAX, { error: maxMessage(CONTACT_EMAIL_MAX) })
    .regex(/^[\p{L}\p{N}._%+\-@']*$/u, { error: 'may contain only the characters of an email address' })
    .optional(),
  unhandledOnly: boolQuery.optional(),
});
export type ContactListQuery = z.input<typeof contactListQuery>;
/** PUT /site/contact/:id/handled. */
export const contactHandledBody = z
  .object({ handled: z.boolean({ error: 'must be true or false' }).optional() })
  .optional();

/**
 * POST /site/contact/bulkDelete: deletes every message received in `[receivedFrom, receivedTo]` that matches the
 * other filters (a flood), answering how many. The time range is required so one request cannot empty the inbox by
 * accident.
 */
const receivedAt = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/, {
    error: 'must be a date and time such as 2026-12-24T08:00:00Z',
  })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'is not a valid date and time' });
export const contactBulkDeleteBody = z
  .object({
    receivedFrom: receivedAt,
    receivedTo: receivedAt,
    status: contactListQuery.shape.status,
    role: contactListQuery.shape.role,
    os: contactListQuery.shape.os,
    email: contactListQuery.shape.email,
  })
  .refine((b) => Date.parse(b.receivedTo) >= Date.parse(b.receivedFrom), {
    path: ['receivedTo'],
    error: 'must not be before receivedFrom',
  });
export type ContactBulkDeleteBody = z.input<typeof contactBulkDeleteBody>;

/** A stored message as the admin reads it (`/site/contact/list` and `/site/contact/:id` answer it). */
export const contactRow = z.strictObject({
  contactId: rowId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  // Checked when a message is sent, not by the table: a message stored under an older list keeps its value, which
  // the admin words through the dictionary.
  role: z.string(),
  os: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: rowTime,
  readAt: rowTime.nullable(),
  handledAt: rowTime.nullable(),
  handledBy: rowId.nullable(),
  ip: z.string(),
});
export type ContactMessage = z.output<typeof contactRow>;
