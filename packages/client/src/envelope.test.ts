import { describe, expect, it } from 'vitest';
import { pageOf, parseRetryAfter, readEnvelope } from './envelope.js';

describe('readEnvelope', () => {
  it('reads without wording anything: ok, session, business with its field, http', () => {
    expect(readEnvelope(200, { code: 200, data: 1 })).toEqual({ ok: true, body: { code: 200, data: 1 } });
    expect(readEnvelope(204, undefined)).toEqual({ ok: true, body: { code: 200, data: undefined } });
    expect(readEnvelope(401, { code: 401, msg: 'x' })).toEqual({
      ok: false,
      failure: { kind: 'session', status: 401, code: 401, serverMessage: 'x', url: undefined },
    });
    expect(readEnvelope(409, { code: 409, msg: 'slug: already exists' })).toMatchObject({
      ok: false,
      failure: { kind: 'business', field: 'slug' },
    });
    expect(readEnvelope(502, undefined)).toMatchObject({ ok: false, failure: { kind: 'http', status: 502 } });
  });

  it('pageOf reads rows and total, and an envelope without them is an empty page', () => {
    expect(pageOf({ code: 200, rows: [1], total: 3 })).toEqual({ rows: [1], total: 3 });
    expect(pageOf({ code: 200 })).toEqual({ rows: [], total: 0 });
  });
});

describe('parseRetryAfter', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60);
    expect(parseRetryAfter(new Date(0).toUTCString(), 5_000)).toBe(1);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
