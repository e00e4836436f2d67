import type { ParcelDetail, ParcelEvent, ParcelEventCreate } from '@labelwise/contract';
import { Button, DescriptionList, DescriptionListItem, Inline, Text } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages as m } from '../logistics.messages';
import { statusLabel } from '../shared';
import { EventForm } from './EventForm';

const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[3]}px;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: -6px;
    top: 4px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.border};
  }
  li:first-child::before {
    background: ${({ theme }) => theme.color.primary};
  }
`;

export interface ParcelHistoryProps {
  parcel: ParcelDetail;
  /** The user holds logistics:tracking:edit: events can be added and removed. */
  canEdit: boolean;
  onAdd: (event: ParcelEventCreate) => Promise<{ field: string; message: string } | undefined>;
  onRemove: (event: ParcelEvent) => void;
  now?: () => Date;
}

/** A parcel's summary, its events newest first as a timeline, and the "add event" form. */
export function ParcelHistory({ parcel, canEdit, onAdd, onRemove, now }: ParcelHistoryProps) {
  const intl = useIntl();
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <DescriptionList gap={1}>
        <DescriptionListItem term={intl.formatMessage(m.currentStatus)}>
          <strong>{intl.formatMessage(statusLabel[parcel.status])}</strong>
          {parcel.deliveredAt ? ` · ${intl.formatMessage(m.deliveredAt, { time: time(parcel.deliveredAt) })}` : ''}
        </DescriptionListItem>
        <DescriptionListItem term={intl.formatMessage(m.forwarder)}>
          {parcel.forwarderName} ·{' '}
          <a href={parcel.trackingLink} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.openTracking)}
          </a>
        </DescriptionListItem>
        {parcel.destination ? (
          <DescriptionListItem term={intl.formatMessage(m.destination)}>{parcel.destination}</DescriptionListItem>
        ) : null}
      </DescriptionList>
      <h3>{intl.formatMessage(m.history)}</h3>
      {parcel.events.length === 0 ? (
        <p>{intl.formatMessage(m.noEvents)}</p>
      ) : (
        <Timeline>
          {parcel.events.map((event) => (
            <li key={event.eventId}>
              <Inline gap={2} align="baseline">
                <strong>{intl.formatMessage(statusLabel[event.status])}</strong>
                <time dateTime={event.occurredAt}>{time(event.occurredAt)}</time>
                {event.location ? <span>{event.location}</span> : null}
                {canEdit ? (
                  <Button
                    size="small"
                    variant="text"
                    aria-label={`${intl.formatMessage(m.removeEvent)}: ${intl.formatMessage(statusLabel[event.status])}, ${time(event.occurredAt)}`}
                    onClick={() => onRemove(event)}
                  >
                    {intl.formatMessage(m.removeEvent)}
                  </Button>
                ) : null}
              </Inline>
              {event.note ? <div>{event.note}</div> : null}
              {event.createdBy ? (
                <Text as="div" size="sm" tone="muted">
                  {intl.formatMessage(m.recordedBy, { name: event.createdBy })}
                </Text>
              ) : null}
            </li>
          ))}
        </Timeline>
      )}
      {canEdit ? (
        <>
          <h3>{intl.formatMessage(m.addEvent)}</h3>
          <EventForm onAdd={onAdd} {...(now ? { now } : {})} />
        </>
      ) : null}
    </>
  );
}
