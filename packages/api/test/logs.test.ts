import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pruneLogs } from '../src/lib/oplog.js';
import { ENGINES, P, type TestApp, setConfig, tokenWith, operatorSuite } from './helpers.js';

describe.each(ENGINES)('operation and login logs on %s', (engine) => {
  let t: TestApp, admin: string;
  const call = operatorSuite(engine, (o) => ({ t, admin } = o));
  const operLog = async (query: string) => {
    const r = await call('GET', `/monitor/operlog/list?${query}`, admin);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { rows: Array<Record<string, unknown>>; total: number };
  };
  const detail = async (id: unknown) => {
    const r = await call('GET', `/monitor/operlog/${String(id)}`, admin);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Record<string, unknown> & {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
  };
  const loginAs = (username: string, password: string, ua = 'LogTest/1.0') =>
    t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      headers: { 'user-agent': ua },
      payload: { username, password },
    });

  it('an add, edit and delete of a brand appear with before/after and the operator', async () => {
    const created = await call('POST', '/site/brand', admin, { name: 'Logged Labels', website: 'https://l.example' });
    const id = created.json().data.brandId as number;
    expect(
      (await call('PUT', '/site/brand', admin, { brandId: id, name: 'Logged Labels 2', sort: 7 })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/site/brand/${id}`, admin)).statusCode).toBe(200);

    const list = await operLog('module=site:brand&orderByColumn=operTime&isAsc=ascending');
    const mine = list.rows.filter((r) => r.targetId === String(id));
    expect(mine.map((r) => r.action)).toEqual(['add', 'edit', 'remove']);
    for (const r of mine) {
      expect(r).toMatchObject({ operName: 'admin', module: 'site:brand', status: '0' });
      expect(r).not.toHaveProperty('before');
    }
    const [add, edit, remove] = await Promise.all(mine.map((r) => detail(r.operId)));
    expect(add!.before).toBeNull();
    expect(add!.after).toMatchObject({ brandId: id, name: 'Logged Labels', website: 'https://l.example' });
    expect(add!.targetName).toBe('Logged Labels');
    expect(edit!.before).toMatchObject({ name: 'Logged Labels', sort: 0 });
    expect(edit!.after).toMatchObject({ name: 'Logged Labels 2', sort: 7 });
    expect(edit!.requestMethod).toBe('PUT');
    expect(remove!.before).toMatchObject({ name: 'Logged Labels 2' });
    expect(remove!.after).toBeNull();
  });

  it('filters by module, action, operator, status and date range; sorts; refuses bad filters by field', async () => {
    await call('POST', '/site/link', admin, { key: 'logTestKey', url: 'https://x.example/a.zip' });
    const links = await operLog('module=site:link&action=add');
    expect(links.total).toBeGreaterThanOrEqual(1);
    expect(links.rows.every((r) => r.module === 'site:link' && r.action === 'add')).toBe(true);
    expect((await operLog('module=site:link&action=remove')).total).toBe(0);
    expect((await operLog('operName=nobody')).total).toBe(0);
    expect((await operLog('operName=ADM')).total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await operLog(`beginTime=${today}&endTime=${today}`)).total).toBeGreaterThan(0);
    expect((await operLog('endTime=2000-01-01')).total).toBe(0);
    expect((await operLog('status=1')).total).toBe(0);
    const byName = await operLog('orderByColumn=module&isAsc=descending&pageSize=50');
    const modules = byName.rows.map((r) => String(r.module));
    expect(modules).toEqual([...modules].sort().reverse());

    for (const [query, field] of [
      ['action=drop', 'action'],
      ['beginTime=yesterday', 'beginTime'],
      ['beginTime=2024-02-02&endTime=2024-01-01', 'endTime'],
      ['orderByColumn=before_json', 'orderByColumn'],
      ["module=x';drop", 'module'],
    ]) {
      const r = await call('GET', `/monitor/operlog/list?${query}`, admin);
      expect(r.statusCode, query).toBe(400);
      expect(r.json().msg).toContain(field);
    }
  });

  it('logs user changes, role permission changes and password resets without any secret', async () => {
    const u = await call('POST', '/system/user', admin, {
      userName: 'loguser',
      nickName: 'Log User',
      password: 'Secret-pass-123',
    });
    expect(u.statusCode, u.body).toBe(200);
    const userId = u.json().data.userId as number;
    expect((await call('PUT', '/system/user', admin, { userId, status: '1' })).statusCode).toBe(200);
    const reset = await call('PUT', '/system/user/resetPwd', admin, { userId, password: 'Another-pass-456' });
    expect(reset.statusCode, reset.body).toBe(200);
    const users = await operLog('module=system:user&orderByColumn=operTime&isAsc=ascending');
    const lines = users.rows.filter((r) => r.targetId === String(userId));
    expect(lines.map((r) => r.action)).toEqual(['add', 'edit', 'other']);
    const edit = await detail(lines[1]!.operId);
    expect(edit.before).toMatchObject({ status: '0' });
    expect(edit.after).toMatchObject({ status: '1' });
    expect(lines[2]).toMatchObject({ targetName: 'loguser', operUrl: '/api-v1.0/system/user/resetPwd' });

    const role = await call('POST', '/system/role', admin, { roleKey: 'logrole', roleName: 'Log role' });
    const roleId = role.json().data.roleId as number;
    await call('PUT', '/system/role', admin, { roleId, permissions: ['site:brand:list'] });
    const roles = await operLog('module=system:role&action=edit');
    const roleEdit = await detail(roles.rows.find((r) => r.targetId === String(roleId))!.operId);
    expect(roleEdit.after).toMatchObject({ permissions: ['site:brand:list'] });

    // Nothing in either log holds a password, a hash or a token.
    const rows = await sql<{ t: string }>`select o::text as t from operation_logs o
      union all select l::text from login_logs l`.execute(t.app.ctx.db);
    const hashes = await t.app.ctx.db.selectFrom('users').select('password_hash').execute();
    const tokens = await t.app.ctx.db.selectFrom('sessions').select('token_hash').execute();
    for (const { t: text } of rows.rows) {
      expect(text).not.toMatch(/Secret-pass-123|Another-pass-456|scrypt\$|password_?hash|tokenHash/i);
      for (const h of hashes) expect(text).not.toContain(h.password_hash);
      for (const s of tokens) expect(text).not.toContain(s.token_hash);
    }
  });

  it('records failed and successful sign-ins and sign-outs, filterable', async () => {
    expect((await loginAs('editor', 'wrong-password')).statusCode).toBe(400);
    const good = await loginAs('editor', 'editor123', 'Browser/42');
    expect(good.statusCode).toBe(200);
    const token = good.json().token as string;
    await t.app.inject({ method: 'POST', url: `${P}/logout`, headers: { authorization: `Bearer ${token}` } });

    const r = await call(
      'GET',
      '/monitor/logininfor/list?userName=editor&orderByColumn=loginTime&isAsc=descending',
      admin,
    );
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().rows as Array<Record<string, unknown>>;
    expect(rows.slice(0, 3).map((x) => [x.msg, x.status])).toEqual([
      ['logout', '0'],
      ['loginSuccess', '0'],
      ['badPassword', '1'],
    ]);
    expect(rows[1]).toMatchObject({ userName: 'editor', userAgent: 'Browser/42', ipaddr: '127.0.0.1' });
    const failed = (await call('GET', '/monitor/logininfor/list?status=1&userName=editor', admin)).json();
    expect(failed.rows.every((x: { status: string }) => x.status === '1')).toBe(true);
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/monitor/logininfor/list?ipaddr=10.9.9', admin)).json().total).toBe(0);
    expect((await call('GET', '/monitor/logininfor/list?ipaddr=127.0', admin)).json().total).toBeGreaterThan(0);
    const bad = await call('GET', '/monitor/logininfor/list?ipaddr=<script>', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('ipaddr');
  });

  it('a locked account is logged as such; an unsolved check (made-up challenge id) writes no line', async () => {
    const name = 'nobody-locked';
    let last = 0;
    for (let i = 0; i < 8 && last !== 429; i++) last = (await loginAs(name, 'x')).statusCode;
    expect(last).toBe(429);
    const noCheck = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username: 'check-fail', password: 'x', uuid: 'not-a-challenge', code: '1' },
    });
    expect(noCheck.statusCode).toBe(400);
    const before = (await call('GET', '/monitor/logininfor/list?pageSize=10', admin)).json().total as number;
    for (let i = 0; i < 20; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: `${P}/login`,
        payload: { username: 'check-fail', password: 'x', uuid: `made-up-${i}`, code: '1' },
      });
      expect(r.statusCode).toBe(400);
    }
    const rows = (await call('GET', `/monitor/logininfor/list?pageSize=50`, admin)).json().rows as Array<
      Record<string, unknown>
    >;
    expect(rows.some((x) => x.userName === name && x.msg === 'locked' && x.status === '1')).toBe(true);
    expect(rows.some((x) => x.userName === 'check-fail')).toBe(false);
    expect((await call('GET', '/monitor/logininfor/list?pageSize=10', admin)).json().total).toBe(before);
  });

  it('checks permissions on every log endpoint', async () => {
    const reader = await tokenWith(t.app, ['monitor:operlog:list', 'monitor:logininfor:list']);
    const nobody = await tokenWith(t.app, ['site:brand:list']);
    const anyLine = (await operLog('pageSize=10')).rows[0]!.operId;
    expect((await call('GET', '/monitor/operlog/list', reader)).statusCode).toBe(200);
    expect((await call('GET', `/monitor/operlog/${String(anyLine)}`, reader)).statusCode).toBe(403);
    expect((await call('DELETE', `/monitor/operlog/${String(anyLine)}`, reader)).statusCode).toBe(403);
    expect((await call('DELETE', '/monitor/operlog/clean', reader)).statusCode).toBe(403);
    expect((await call('DELETE', '/monitor/logininfor/clean', reader)).statusCode).toBe(403);
    for (const url of ['/monitor/operlog/list', '/monitor/logininfor/list', '/monitor/logininfor/1']) {
      expect((await call('GET', url, nobody)).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('deletes selected lines and cleans a log, leaving a line that says who did it', async () => {
    const before = await operLog('pageSize=10');
    const victim = before.rows[before.rows.length - 1]!.operId;
    expect((await call('DELETE', `/monitor/operlog/${String(victim)}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/monitor/operlog/${String(victim)}`, admin)).statusCode).toBe(404);
    const cleaned = await call('DELETE', '/monitor/logininfor/clean', admin);
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json().data.removed).toBeGreaterThan(0);
    expect((await call('GET', '/monitor/logininfor/list', admin)).json().total).toBe(0);
    const clean = await operLog('module=monitor:logininfor');
    expect(clean.rows[0]).toMatchObject({ action: 'remove', targetName: 'clean', operName: 'admin' });
  });

  it('keeps the logs bounded by age and by row count', async () => {
    const db = t.app.ctx.db;
    await db
      .insertInto('login_logs')
      .values({ user_name: 'ancient', status: '0', msg: 'loginSuccess', created_at: new Date('2001-01-01') })
      .execute();
    await pruneLogs(t.app.ctx);
    expect(await db.selectFrom('login_logs').select('id').where('user_name', '=', 'ancient').execute()).toEqual([]);

    await db
      .insertInto('configs')
      .values({ config_name: 'max', config_key: 'sys.log.maxRows', config_value: '3' })
      .execute();
    await setConfig(t.app, 'sys.log.maxRows', '3');
    await pruneLogs(t.app.ctx);
    const n = await db
      .selectFrom('operation_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(n.n).toBe(3);
  });
});
