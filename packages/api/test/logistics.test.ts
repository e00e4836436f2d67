import { describe, expect, it } from 'vitest';
import { ENGINES, tableCounts, tokenWith, type TestApp, operatorSuite } from './helpers.js';

interface ForwarderDto {
  forwarderId: number;
  code: string;
  trackingUrl: string;
  parcelCount: number;
}

describe.each(ENGINES)('forwarders and tracked parcels on %s', (engine) => {
  let t: TestApp, admin: string;
  const call = operatorSuite(engine, (o) => ({ t, admin } = o));

  const forwarder = async (code: string): Promise<ForwarderDto> =>
    (await call('GET', `/logistics/forwarder/list?code=${code}`, admin)).json().rows[0];
  const history = async (parcelId: number) =>
    (await call('GET', `/logistics/tracking/${parcelId}/history`, admin)).json().data;

  it('seeds real carriers whose templates build a working tracking link', async () => {
    const list = (await call('GET', '/logistics/forwarder/list', admin)).json();
    expect(list.rows.map((f: ForwarderDto) => f.code)).toEqual(['ups', 'dhl', 'fedex', 'usps', 'sf-express']);
    for (const f of list.rows as ForwarderDto[]) expect(f.trackingUrl).toContain('{number}');
    const parcels = (await call('GET', '/logistics/tracking/list?trackingNumber=1z999', admin)).json();
    expect(parcels.rows[0]).toMatchObject({
      forwarderCode: 'ups',
      status: 'delivered',
      trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      deliveredAt: '2026-10-08T11:20:00.000Z',
    });
  });

  it('forwarders: CRUD, template must hold {number}, in use cannot be deleted', async () => {
    const counts = await tableCounts(t.app);
    for (const [payload, field] of [
      [{ name: 'PostNL', code: 'postnl', trackingUrl: 'https://postnl.nl/track' }, 'trackingUrl'],
      [{ name: 'PostNL', code: 'postnl', trackingUrl: 'javascript:alert({number})' }, 'trackingUrl'],
      [{ name: 'PostNL', code: 'postnl', trackingUrl: 'https://x.example/{number}/{other}' }, 'trackingUrl'],
      [{ name: 'PostNL', code: 'Post NL', trackingUrl: 'https://x.example/{number}' }, 'code'],
      [{ name: '', code: 'postnl', trackingUrl: 'https://x.example/{number}' }, 'name'],
      [{ name: 'PostNL', code: 'postnl', trackingUrl: 'https://x.example/{number}', status: 'on' }, 'status'],
      [{ name: 'PostNL', code: 'postnl', trackingUrl: 'https://x.example/{number}', website: 'ftp://x' }, 'website'],
    ] as const) {
      const r = await call('POST', '/logistics/forwarder', admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toMatch(new RegExp(`^${field}: `));
    }
    expect(await tableCounts(t.app)).toEqual(counts);

    const r = await call('POST', '/logistics/forwarder', admin, {
      name: 'PostNL',
      code: 'postnl',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/{number}-NL',
    });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.forwarderId;
    const dup = await call('POST', '/logistics/forwarder', admin, {
      name: 'Other',
      code: 'postnl',
      trackingUrl: 'https://a.example/{number}',
    });
    expect([dup.statusCode, dup.json().msg]).toEqual([409, 'code: already exists']);
    expect((await call('PUT', '/logistics/forwarder', admin, { forwarderId: id, status: '1' })).statusCode).toBe(200);
    expect((await call('GET', `/logistics/forwarder/${id}`, admin)).json().data).toMatchObject({
      status: '1',
      parcelCount: 0,
    });
    expect((await call('DELETE', `/logistics/forwarder/${id}`, admin)).statusCode).toBe(200);

    const ups = await forwarder('ups');
    const inUse = await call('DELETE', `/logistics/forwarder/${ups.forwarderId}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toMatch(/^forwarderId: /);
  });

  it('parcels: status follows the history, events land in time order, link is built from the template', async () => {
    const dhl = await forwarder('dhl');
    const r = await call('POST', '/logistics/tracking', admin, {
      forwarderId: dhl.forwarderId,
      trackingNumber: ' jd0146000031 ',
      reference: 'SO-2001',
      shippedAt: '2026-11-02',
    });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.parcelId;
    let p = await history(id);
    expect(p).toMatchObject({ trackingNumber: 'JD0146000031', status: 'pending', events: [], shippedAt: '2026-11-02' });
    expect(p.trackingLink).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146000031',
    );

    const event = (body: Record<string, unknown>) => call('POST', `/logistics/tracking/${id}/events`, admin, body);
    expect(
      (await event({ status: 'in_transit', occurredAt: '2026-11-03T08:00:00Z', location: 'Leipzig, DE' })).statusCode,
    ).toBe(200);
    expect(
      (await event({ status: 'delivered', occurredAt: '2026-11-05T10:00:00+01:00', note: 'Signed: K. Weber' }))
        .statusCode,
    ).toBe(200);
    // Entered late but happened earlier: it joins the history in its place, the current status stays "delivered".
    const late = await event({
      status: 'out_for_delivery',
      occurredAt: '2026-11-05T07:30:00Z',
      location: 'Hamburg, DE',
    });
    expect(late.statusCode, late.body).toBe(200);
    p = late.json().data;
    expect(p.status).toBe('delivered');
    expect(p.deliveredAt).toBe('2026-11-05T09:00:00.000Z');
    expect(p.events.map((e: { status: string }) => e.status)).toEqual(['delivered', 'out_for_delivery', 'in_transit']);
    expect(p.events[0].createdBy).toBe('admin');

    // Removing the mistaken delivery brings the previous status back.
    const removed = await call('DELETE', `/logistics/tracking/${id}/events/${p.events[0].eventId}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({
      status: 'out_for_delivery',
      deliveredAt: null,
      lastLocation: 'Hamburg, DE',
    });

    const dup = await call('POST', '/logistics/tracking', admin, {
      forwarderId: dhl.forwarderId,
      trackingNumber: 'JD0146000031',
    });
    expect([dup.statusCode, dup.json().msg]).toEqual([409, 'trackingNumber: already exists']);
  });

  it('search by number, forwarder, status and shipping days', async () => {
    const fedex = await forwarder('fedex');
    const ids: number[] = [];
    for (const [n, day] of [
      ['449044304137821', '2026-09-01'],
      ['449044304137822', '2026-09-15'],
      ['449044304137823', ''],
    ]) {
      const r = await call('POST', '/logistics/tracking', admin, {
        forwarderId: fedex.forwarderId,
        trackingNumber: n,
        shippedAt: day,
      });
      ids.push(r.json().data.parcelId);
    }
    await call('POST', `/logistics/tracking/${ids[1]}/events`, admin, {
      status: 'exception',
      occurredAt: '2026-09-16T12:00:00Z',
    });
    const numbers = async (q: string) =>
      (await call('GET', `/logistics/tracking/list?${q}`, admin))
        .json()
        .rows.map((r: { trackingNumber: string }) => r.trackingNumber)
        .sort();
    expect(await numbers('trackingNumber=4490443041378')).toEqual([
      '449044304137821',
      '449044304137822',
      '449044304137823',
    ]);
    expect(await numbers(`forwarderId=${fedex.forwarderId}&status=exception`)).toEqual(['449044304137822']);
    expect(await numbers('beginTime=2026-09-01&endTime=2026-09-10')).toEqual(['449044304137821']);
    expect(await numbers('beginTime=2026-09-10&trackingNumber=44904')).toEqual(['449044304137822']);
    const sorted = (
      await call('GET', '/logistics/tracking/list?trackingNumber=44904&orderByColumn=shippedAt&isAsc=desc', admin)
    ).json();
    expect(sorted.rows[0].trackingNumber).toBe('449044304137823'); // no day sorts after every day, as PostgreSQL does
    for (const q of ['status=lost', 'beginTime=2026-13-01', 'forwarderId=abc', 'orderByColumn=recipient']) {
      const bad = await call('GET', `/logistics/tracking/list?${q}`, admin);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().msg).toMatch(new RegExp(`^${q.split('=')[0]}: `));
    }
  });

  it('bad parcels and events name the field and store nothing', async () => {
    const ups = await forwarder('ups');
    const usps = await forwarder('usps');
    await call('PUT', '/logistics/forwarder', admin, { forwarderId: usps.forwarderId, status: '1' });
    const counts = await tableCounts(t.app);
    for (const [payload, field] of [
      [{ trackingNumber: 'ABCD1234' }, 'forwarderId'],
      [{ forwarderId: 99999, trackingNumber: 'ABCD1234' }, 'forwarderId'],
      [{ forwarderId: usps.forwarderId, trackingNumber: 'ABCD1234' }, 'forwarderId'],
      [{ forwarderId: ups.forwarderId, trackingNumber: 'AB' }, 'trackingNumber'],
      [{ forwarderId: ups.forwarderId, trackingNumber: 'AB 12 34' }, 'trackingNumber'],
      [{ forwarderId: ups.forwarderId, trackingNumber: 'ABCD1234', shippedAt: '2026-02-30' }, 'shippedAt'],
    ] as const) {
      const r = await call('POST', '/logistics/tracking', admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toMatch(new RegExp(`^${field}: `));
    }
    const parcelId = (await call('GET', '/logistics/tracking/list?trackingNumber=1Z999', admin)).json().rows[0]
      .parcelId;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [payload, field] of [
      [{ occurredAt: '2026-11-01T10:00:00Z' }, 'status'],
      [{ status: 'lost', occurredAt: '2026-11-01T10:00:00Z' }, 'status'],
      [{ status: 'in_transit' }, 'occurredAt'],
      [{ status: 'in_transit', occurredAt: '2026-11-01 10:00' }, 'occurredAt'],
      [{ status: 'in_transit', occurredAt: future }, 'occurredAt'],
      [{ status: 'in_transit', occurredAt: '2026-11-01T10:00:00Z', note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const r = await call('POST', `/logistics/tracking/${parcelId}/events`, admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toMatch(new RegExp(`^${field}: `));
    }
    expect(
      (
        await call('POST', '/logistics/tracking/99999/events', admin, {
          status: 'in_transit',
          occurredAt: '2026-11-01T10:00:00Z',
        })
      ).statusCode,
    ).toBe(404);
    expect(await tableCounts(t.app)).toEqual(counts);
  });

  it('each action needs its own permission', async () => {
    const reader = await tokenWith(t.app, [
      'logistics:tracking:list',
      'logistics:tracking:query',
      'logistics:forwarder:list',
    ]);
    const parcelId = (await call('GET', '/logistics/tracking/list', reader)).json().rows[0].parcelId;
    expect((await call('GET', `/logistics/tracking/${parcelId}/history`, reader)).statusCode).toBe(200);
    const event = { status: 'returned', occurredAt: '2026-11-01T10:00:00Z' };
    expect((await call('POST', `/logistics/tracking/${parcelId}/events`, reader, event)).statusCode).toBe(403);
    expect((await call('DELETE', `/logistics/tracking/${parcelId}/events/1`, reader)).statusCode).toBe(403);
    expect(
      (await call('POST', '/logistics/tracking', reader, { forwarderId: 1, trackingNumber: 'ABCD' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/logistics/tracking/${parcelId}`, reader)).statusCode).toBe(403);
    expect((await call('GET', '/logistics/forwarder/1', reader)).statusCode).toBe(403);
    expect(
      (await call('POST', '/logistics/forwarder', reader, { name: 'X', code: 'x', trackingUrl: 'https://x/{number}' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/logistics/tracking/list')).statusCode).toBe(401);

    const editor = await tokenWith(t.app, ['logistics:tracking:edit']);
    const logs = async () =>
      (
        await t.app.ctx.db
          .selectFrom('operation_logs')
          .select('id')
          .where('module', '=', 'logistics:tracking')
          .execute()
      ).length;
    const n = await logs();
    expect((await call('POST', `/logistics/tracking/${parcelId}/events`, editor, event)).statusCode).toBe(200);
    expect(await logs()).toBe(n + 1);
  });
});
