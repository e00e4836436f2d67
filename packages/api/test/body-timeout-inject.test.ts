/**
 * The body timer of a request answered early (401 before its body was read) still fires later; for an in-process
 * request (`app.inject`, which embedders and these tests use) it must not throw, since such a request has no real
 * socket to close. The error used to surface as an unhandled TypeError in whichever test file ran at the time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, makeApp, type TestApp } from './helpers.js';

describe('body timeout with app.inject', () => {
  let t: TestApp;
  const uncaught: unknown[] = [];
  const record = (err: unknown) => uncaught.push(err);
  beforeAll(async () => {
    t = await makeApp('pglite', { bodyTimeoutMs: 100 });
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await t?.close();
  });

  it('an early 401 with an unread body: the timer fires later without an error', async () => {
    const r = await t.app.inject({ method: 'POST', url: `${P}/system/user`, payload: { userName: 'x' } });
    expect(r.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(uncaught).toEqual([]);
  });
});
