import { type Parcel, type TrackingStatus, trackingLink } from '@labelwise/contract';
import { type Selectable, sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { ParcelsTable } from '../../db/typesOrg.js';

/** A `parcels` row joined with its forwarder, as `parcelSelect` reads it. */
export type ParcelRow = Omit<Selectable<ParcelsTable>, 'shipped_at'> & {
  shipped_day: string | null;
  forwarder_name: string;
  forwarder_code: string;
  tracking_url: string;
};

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export function parcelDto(p: ParcelRow): Parcel {
  const status = p.status as TrackingStatus;
  return {
    parcelId: p.id,
    trackingNumber: p.tracking_number,
    forwarderId: p.forwarder_id,
    forwarderName: p.forwarder_name,
    forwarderCode: p.forwarder_code,
    trackingLink: trackingLink(p.tracking_url, p.tracking_number),
    reference: p.reference,
    recipient: p.recipient,
    destination: p.destination,
    shippedAt: p.shipped_day ?? '',
    remark: p.remark,
    status,
    lastEventAt: iso(p.last_event_at),
    lastLocation: p.last_location,
    deliveredAt: status === 'delivered' ? iso(p.last_event_at) : null,
    createdAt: p.created_at.toISOString(),
  };
}

/** The parcel list's select: the parcel, its day of shipping as text (no time zone games) and its forwarder. */
export const parcelSelect = (db: Ctx['db']) =>
  db
    .selectFrom('parcels as p')
    .innerJoin('forwarders as f', 'f.id', 'p.forwarder_id')
    .selectAll('p')
    .select([
      sql<string | null>`to_char(p.shipped_at, 'YYYY-MM-DD')`.as('shipped_day'),
      'f.name as forwarder_name',
      'f.code as forwarder_code',
      'f.tracking_url',
    ]);
