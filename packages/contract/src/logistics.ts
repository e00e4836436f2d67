import { z } from 'zod';
import { updateOf, withOptional } from './bodies.js';
import { dateString, freeText, id, maxMessage, oneOf, safeText, sortInt, statusEnum } from './fields.js';
import { HTTP_URL, URL_MAX, type Status } from './rules.js';

/**
 * Forwarders (the carriers a label shipper hands parcels to) and the parcels tracked with them. A forwarder's
 * tracking page is a URL template with `{number}` where the tracking number goes; a parcel's status is the status of
 * its latest event, so the history is the truth and the current status follows from it.
 */

export const FORWARDER_NAME_MAX = 60;
export const FORWARDER_CODE_MAX = 30;
export const FORWARDER_REMARK_MAX = 500;
export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;
export const PARCEL_TEXT_MAX = 100;
export const PARCEL_REMARK_MAX = 500;
export const EVENT_NOTE_MAX = 500;
/** Where the tracking number goes in a forwarder's tracking URL template. */
export const TRACKING_PLACEHOLDER = '{number}';
/** An event may be stamped a little ahead of the server's clock (a phone's clock), not later. */
export const EVENT_FUTURE_SLACK_MS = 10 * 60_000;

/** A parcel's life as carriers report it, from the label printed to the parcel delivered (or back). */
export const TRACKING_STATUSES = [
  'pending',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The carrier's page for `number`: the template with the number in place of `{number}`, URL-encoded. */
export function trackingLink(template: string, number: string): string {
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(number));
}

const trackingTemplate = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(URL_MAX, { error: maxMessage(URL_MAX) })
  .refine((s) => s.includes(TRACKING_PLACEHOLDER), { error: 'must contain {number} where the tracking number goes' })
  .refine((s) => HTTP_URL.test(trackingLink(s, '0')) && !/[{}]/.test(s.split(TRACKING_PLACEHOLDER).join('')), {
    error: 'must be an http(s) URL',
  });
const website = z
  .string()
  .trim()
  .max(URL_MAX, { error: maxMessage(URL_MAX) })
  .refine((s) => s === '' || HTTP_URL.test(s), { error: 'must be an http(s) URL' });
const forwarderCode = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(FORWARDER_CODE_MAX, { error: maxMessage(FORWARDER_CODE_MAX) })
  .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: 'may contain only lower-case letters, digits, _ and -' });

// ---------- forwarders ----------
export const forwarderShape = {
  name: safeText(FORWARDER_NAME_MAX, 1),
  code: forwarderCode,
  trackingUrl: trackingTemplate,
  website,
  sort: sortInt,
  /** '0' active (offered when adding a parcel), '1' retired; RuoYi's status. */
  status: statusEnum,
  remark: freeText(FORWARDER_REMARK_MAX),
};
export const forwarderCreate = withOptional(forwarderShape, ['website', 'sort', 'status', 'remark']);
export const forwarderUpdate = updateOf(forwarderShape, 'forwarderId');
export const forwarderFilters = {
  name: safeText(FORWARDER_NAME_MAX).optional(),
  code: safeText(FORWARDER_CODE_MAX).optional(),
  status: statusEnum.optional(),
};
export const FORWARDER_SORTABLE = ['name', 'code', 'sort', 'status', 'updatedAt'] as const;
export type ForwarderCreate = z.input<typeof forwarderCreate>;
export type ForwarderUpdate = z.input<typeof forwarderUpdate>;
export interface Forwarder {
  forwarderId: number;
  name: string;
  code: string;
  trackingUrl: string;
  website: string;
  sort: number;
  status: Status;
  remark: string;
  /** Parcels tracked with this forwarder (one with parcels cannot be deleted). */
  parcelCount: number;
  updatedAt: string;
}

// ---------- tracked parcels ----------
export const trackingStatus = oneOf(TRACKING_STATUSES);
export const trackingNumber = z
  .string()
  .trim()
  .toUpperCase()
  .min(TRACKING_NUMBER_MIN, { error: `must be at least ${TRACKING_NUMBER_MIN} characters` })
  .max(TRACKING_NUMBER_MAX, { error: maxMessage(TRACKING_NUMBER_MAX) })
  .regex(/^[A-Z0-9-]+$/, { error: 'may contain only letters, digits and -' });
const optionalDate = z.union([z.literal(''), dateString]);

export const parcelShape = {
  forwarderId: id,
  trackingNumber,
  /** The shipper's own reference (an order number). */
  reference: safeText(PARCEL_TEXT_MAX),
  recipient: safeText(PARCEL_TEXT_MAX),
  destination: safeText(PARCEL_TEXT_MAX),
  /** The day the parcel was handed to the forwarder; empty until then. */
  shippedAt: optionalDate,
  remark: freeText(PARCEL_REMARK_MAX),
};
export const parcelCreate = withOptional(parcelShape, ['reference', 'recipient', 'destination', 'shippedAt', 'remark']);
export const parcelUpdate = updateOf(parcelShape, 'parcelId');
export const parcelFilters = {
  trackingNumber: safeText(TRACKING_NUMBER_MAX).optional(),
  forwarderId: id.optional(),
  status: trackingStatus.optional(),
  /** Shipped on or after this day. */
  beginTime: dateString.optional(),
  /** Shipped on or before this day. */
  endTime: dateString.optional(),
};
export const PARCEL_SORTABLE = ['trackingNumber', 'forwarderName', 'status', 'shippedAt', 'lastEventAt'] as const;
export type ParcelCreate = z.input<typeof parcelCreate>;
export type ParcelUpdate = z.input<typeof parcelUpdate>;

export const parcelEventShape = {
  status: trackingStatus,
  /** When it happened, with its offset (`2026-11-24T09:30:00Z`, `…+08:00`); not in the future. */
  occurredAt: z.iso
    .datetime({ offset: true, error: 'must be a date and time such as 2026-11-24T09:30:00Z' })
    .refine((s) => Date.parse(s) <= Date.now() + EVENT_FUTURE_SLACK_MS, { error: 'must not be in the future' })
    .refine((s) => Date.parse(s) >= Date.parse('2000-01-01T00:00:00Z'), { error: 'is too early' }),
  location: safeText(PARCEL_TEXT_MAX),
  note: freeText(EVENT_NOTE_MAX),
};
export const parcelEventCreate = withOptional(parcelEventShape, ['location', 'note']);
export type ParcelEventCreate = z.input<typeof parcelEventCreate>;

export interface ParcelEvent {
  eventId: number;
  status: TrackingStatus;
  occurredAt: string;
  location: string;
  note: string;
  /** Who recorded it. */
  createdBy: string;
}

export interface Parcel {
  parcelId: number;
  trackingNumber: string;
  forwarderId: number;
  forwarderName: string;
  forwarderCode: string;
  /** The forwarder's tracking page for this parcel. */
  trackingLink: string;
  reference: string;
  recipient: string;
  destination: string;
  shippedAt: string;
  remark: string;
  /** The status of the latest event; `pending` before any. */
  status: TrackingStatus;
  lastEventAt: string | null;
  lastLocation: string;
  /** When the latest event is a delivery: its time. */
  deliveredAt: string | null;
  createdAt: string;
}

/** One parcel with its whole history, newest event first. */
export interface ParcelDetail extends Parcel {
  events: ParcelEvent[];
}
