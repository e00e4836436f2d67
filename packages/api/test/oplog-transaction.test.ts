import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { P, bearer, login, makeApp, type TestApp } from './helpers.js';

// A write logged inside its own transaction, when the log is also due for pruning, used to hang the API on PGlite:
// the prune waited for the only connection, held by the transaction that waited for the prune.
describe('operation log inside a transaction (PGlite, one connection)', () => {
  let t: TestApp;
  let admin: string;
  let parentId: number;
  beforeAll(async () => {
    t = await makeApp('pglite');
    admin = await login(t.app, 'admin', 'admin123');
    const root = await t.app.ctx.db.selectFrom('depts').select('id').orderBy('id').executeTakeFirstOrThrow();
    parentId = root.id;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const addDept = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/system/dept`,
      headers: bearer(admin),
      payload: { parentId, deptName: name },
    });

  it('answers the first logged write of a pruning window when that write runs in a transaction', async () => {
    const first = await addDept('Night shift');
    expect(first.statusCode, first.body).toBe(200);
    // Eleven minutes later the next logged write is due to prune the logs again.
    vi.useFakeTimers({ now: Date.now() + 11 * 60_000, toFake: ['Date'] });
    const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000));
    const second = await Promise.race([addDept('Weekend shift'), timeout]);
    expect(second).not.toBe('hung');
    if (second !== 'hung') expect(second.statusCode, second.body).toBe(200);
    const logged = await t.app.ctx.db
      .selectFrom('operation_logs')
      .select('target_name')
      .where('module', '=', 'system:dept')
      .execute();
    expect(logged.map((r) => r.target_name)).toEqual(expect.arrayContaining(['Night shift', 'Weekend shift']));
  });
});
