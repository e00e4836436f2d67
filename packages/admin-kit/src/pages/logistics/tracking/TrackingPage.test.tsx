import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, paths } from '../../../test/pageHelpers';
import { checkEvent } from './EventForm';
import { parcelFixture } from './fixtures';
import TrackingPage from './index';

beforeAll(installResizeObserver);

const { events: _events, ...row } = parcelFixture;

function respond(request: Request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/tracking/list')) return json({ code: 200, msg: 'ok', rows: [row], total: 1 });
  if (url.pathname.endsWith('/forwarder/list')) return json({ code: 200, msg: 'ok', rows: [], total: 0 });
  if (url.pathname.endsWith('/history')) return json({ code: 200, msg: 'ok', data: parcelFixture });
  if (url.pathname.endsWith('/events') && request.method === 'POST')
    return json({
      code: 200,
      msg: 'ok',
      data: {
        ...parcelFixture,
        status: 'returned',
        deliveredAt: null,
        events: [{ ...parcelFixture.events[0]!, eventId: 5, status: 'returned', note: '' }, ...parcelFixture.events],
      },
    });
  return json({ code: 404, msg: 'no' }, 404);
}

describe('Tracking page', { timeout: 30_000 }, () => {
  it('History shows the timeline and the carrier link; an added event moves the current status', async () => {
    const { calls } = renderPage(<TrackingPage />, {
      permissions: ['logistics:tracking:list', 'logistics:tracking:query', 'logistics:tracking:edit'],
      respond,
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parcel 1Z999AA10123456784' });
    expect(await within(dialog).findByRole('link', { name: "Track on the carrier's site" })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    const timeline = within(dialog).getByRole('list');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Delivered', 'Out for delivery', 'In transit', 'Label created']);
    await u.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Berlin, DE');
    await u.click(within(dialog).getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/logistics/tracking/1/events'));
    const sent = JSON.parse(calls.find((call) => call.method === 'POST')!.body);
    expect(sent).toMatchObject({ status: 'in_transit', location: 'Berlin, DE' });
    expect(sent.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    // The current status (the summary's first value) follows the answer.
    await waitFor(() => expect(dialog.querySelector('dd strong')?.textContent).toBe('Returned'));
  });

  it('without edit permission the history is read-only', async () => {
    renderPage(<TrackingPage />, { permissions: ['logistics:tracking:list', 'logistics:tracking:query'], respond });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Front desk');
    expect(within(dialog).queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove event/ })).not.toBeInTheDocument();
  });

  it('an event in the future or with a missing time is refused before anything is sent', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(checkEvent({ occurredAt: '2026-11-25T12:00', location: '', note: '' }, now).occurredAt?.id).toBe(
      'admin.pages.logistics.futureTime',
    );
    expect(checkEvent({ occurredAt: '', location: '', note: '' }, now).occurredAt?.id).toBe(
      'admin.pages.logistics.timeRequired',
    );
    expect(checkEvent({ occurredAt: '2026-11-24T09:00', location: 'Köln <b>', note: '' }, now).location?.id).toBe(
      'admin.pages.logistics.textFormat',
    );
    expect(checkEvent({ occurredAt: '2026-11-24T09:00', location: 'Köln, DE', note: 'ok' }, now)).toEqual({});
  });
});
