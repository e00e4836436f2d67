import { describe, expect, it } from 'vitest';
import { createDuplicateGuard, DUPLICATE_WINDOW_MS } from './duplicateGuard.js';

function clock(start = 10_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const contact = { name: 'Ana', message: 'Hi' };

describe('duplicate-submit guard', () => {
  it('refuses the same POST with the same body within 1000 ms', () => {
    const c = clock();
    const guard = createDuplicateGuard(undefined, c.now);
    expect(DUPLICATE_WINDOW_MS).toBe(1000);
    expect(guard.isDuplicate('POST', '/api-v1.0/contact', contact)).toBe(false);
    c.advance(999);
    expect(guard.isDuplicate('POST', '/api-v1.0/contact', { name: 'Ana', message: 'Hi' })).toBe(true);
  });

  it('remembers only the last accepted submit, and a refused one does not restart the window', () => {
    const c = clock(0);
    const guard = createDuplicateGuard(1000, c.now);
    expect(guard.isDuplicate('POST', '/a', '1')).toBe(false);
    expect(guard.isDuplicate('POST', '/b', '1')).toBe(false);
    // /a is no longer the previous submit
    expect(guard.isDuplicate('POST', '/a', '1')).toBe(false);
    c.advance(600);
    expect(guard.isDuplicate('POST', '/a', '1')).toBe(true);
    c.advance(400);
    expect(guard.isDuplicate('POST', '/a', '1')).toBe(false);
  });

  it('applies to PUT as well (any case), and never to GET or DELETE', () => {
    const guard = createDuplicateGuard(1000, clock().now);
    expect(guard.isDuplicate('put', '/x', 'a=1')).toBe(false);
    expect(guard.isDuplicate('PUT', '/x', 'a=1')).toBe(true);
    for (const method of ['GET', 'GET', 'DELETE', 'DELETE'])
      expect(guard.isDuplicate(method, '/y', undefined)).toBe(false);
  });

  it('compares string and form-encoded bodies, and lets uploads and binary bodies through', () => {
    const guard = createDuplicateGuard(1000, clock().now);
    expect(guard.isDuplicate('POST', '/ship', new URLSearchParams({ code: 'x' }))).toBe(false);
    expect(guard.isDuplicate('POST', '/ship', new URLSearchParams({ code: 'x' }))).toBe(true);
    const upload = () => {
      const data = new FormData();
      data.append('file', new Blob(['x']), 'a.txt');
      return data;
    };
    expect(guard.isDuplicate('POST', '/common/upload', upload())).toBe(false);
    expect(guard.isDuplicate('POST', '/common/upload', upload())).toBe(false);
    expect(guard.isDuplicate('POST', '/bin', new Uint8Array([1]))).toBe(false);
    expect(guard.isDuplicate('POST', '/bin', new Uint8Array([1]))).toBe(false);
  });

  it('can be reset so a failed submit may be retried at once', () => {
    const guard = createDuplicateGuard(1000, clock().now);
    guard.isDuplicate('POST', '/contact', contact);
    guard.reset();
    expect(guard.isDuplicate('POST', '/contact', contact)).toBe(false);
  });
});
