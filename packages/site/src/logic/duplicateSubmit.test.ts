import { describe, expect, it } from 'vitest';
import { createDuplicateSubmitGuard, DUPLICATE_SUBMIT_WINDOW_MS } from './duplicateSubmit';

function clock(start = 10_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const refused = { ok: false, message: 'site.common.duplicateSubmit' };
const contact = { method: 'POST', url: '/api-v1.0/contact', body: { name: 'Ana', message: 'Hi' } };

describe('duplicate-submit guard (spec §5)', () => {
  it('refuses the same POST with the same body within 1000 ms', () => {
    const c = clock();
    const guard = createDuplicateSubmitGuard({ now: c.now });
    expect(DUPLICATE_SUBMIT_WINDOW_MS).toBe(1000);
    expect(guard.check(contact)).toEqual({ ok: true });
    c.advance(999);
    expect(guard.check({ ...contact, body: { name: 'Ana', message: 'Hi' } })).toEqual(refused);
  });

  it('accepts it again once 1000 ms have passed since the accepted one', () => {
    const c = clock();
    const guard = createDuplicateSubmitGuard({ now: c.now });
    guard.check(contact);
    c.advance(600);
    expect(guard.check(contact).ok).toBe(false);
    c.advance(400); // 1000 ms after the first: a refused attempt does not restart the window
    expect(guard.check(contact).ok).toBe(true);
  });

  it('accepts a different body or URL at once', () => {
    const guard = createDuplicateSubmitGuard({ now: clock().now });
    guard.check(contact);
    expect(guard.check({ ...contact, body: { name: 'Ana', message: 'Hi again' } }).ok).toBe(true);
    expect(guard.check({ ...contact, url: '/api-v1.0/other', body: { name: 'Ana', message: 'Hi again' } }).ok).toBe(true);
  });

  it('applies to PUT as well, and never to GET or DELETE', () => {
    const guard = createDuplicateSubmitGuard({ now: clock().now });
    const put = { method: 'put', url: '/x', body: 'a=1' };
    expect(guard.check(put).ok).toBe(true);
    expect(guard.check(put).ok).toBe(false);
    const get = { method: 'GET', url: '/y' };
    expect(guard.check(get).ok).toBe(true);
    expect(guard.check(get).ok).toBe(true);
    expect(guard.check({ method: 'DELETE', url: '/y' }).ok).toBe(true);
    expect(guard.check({ method: 'DELETE', url: '/y' }).ok).toBe(true);
  });

  it('is turned off by the repeatSubmit: false header', () => {
    const guard = createDuplicateSubmitGuard({ now: clock().now });
    const off = { ...contact, headers: { repeatSubmit: false } };
    expect(guard.check(off).ok).toBe(true);
    expect(guard.check(off).ok).toBe(true);
    const viaHeaders = { ...contact, headers: new Headers({ repeatSubmit: 'false' }) };
    expect(guard.check(viaHeaders).ok).toBe(true);
    expect(guard.check(viaHeaders).ok).toBe(true);
  });

  it('compares string and form-encoded bodies, and lets uploads through', () => {
    const guard = createDuplicateSubmitGuard({ now: clock().now });
    const form = { method: 'POST', url: '/ship', body: new URLSearchParams({ code: 'sw_website_upright' }) };
    expect(guard.check(form).ok).toBe(true);
    expect(guard.check({ ...form, body: new URLSearchParams({ code: 'sw_website_upright' }) }).ok).toBe(false);
    const upload = () => {
      const data = new FormData();
      data.append('file', new Blob(['x']), 'a.txt');
      return { method: 'POST', url: '/common/upload', body: data };
    };
    expect(guard.check(upload()).ok).toBe(true);
    expect(guard.check(upload()).ok).toBe(true);
  });

  it('can be reset so a failed submit may be retried at once', () => {
    const guard = createDuplicateSubmitGuard({ now: clock().now });
    guard.check(contact);
    guard.reset();
    expect(guard.check(contact).ok).toBe(true);
  });
});
