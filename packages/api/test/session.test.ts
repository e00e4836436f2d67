import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, count, makeApp, solveChallenge, TEST_CHALLENGE_WORK, type TestApp } from './helpers.js';

describe.each(ENGINES)('session endpoints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine, {
      captchaDisabled: false,
      challenge: TEST_CHALLENGE_WORK,
      loginLock: { maxFailures: 3, ipMaxFailures: 1000, delayMs: 0 },
      rateLimits: { login: { max: 500, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => t?.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url: `${P}${url}`,
      ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
      headers: opts.headers ?? {},
    });

  async function captcha(): Promise<{ uuid: string; code: string }> {
    const r = await inject('GET', '/captchaImage');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const body = r.json();
    expect(body.captchaEnabled).toBe(true);
    expect(body.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    return { uuid: body.uuid, code: await solveChallenge(body.challenge) };
  }

  it('requires a valid, unexpired, single-use captcha', async () => {
    const noCaptcha = await inject('POST', '/login', { payload: { username: 'admin', password: 'admin123' } });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().msg).toContain('uuid');
    const c = await captcha();
    const wrong = await inject('POST', '/login', {
      payload: { username: 'admin', password: 'admin123', uuid: c.uuid, code: String(Number(c.code) + 1) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('code');
    // used once already (consumed by the wrong attempt)
    const reuse = await inject('POST', '/login', { payload: { username: 'admin', password: 'admin123', ...c } });
    expect(reuse.statusCode).toBe(400);
    // expired captcha
    const e = await captcha();
    await t.app.ctx.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('uuid', '=', e.uuid)
      .execute();
    const expired = await inject('POST', '/login', { payload: { username: 'admin', password: 'admin123', ...e } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().msg).toMatch(/expired/);
    const ok = await captcha();
    const good = await inject('POST', '/login', { payload: { username: '  admin  ', password: 'admin123', ...ok } });
    expect(good.statusCode).toBe(200);
    expect(good.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(good.json().data.token).toBe(good.json().token);
  });

  it('captcha can be switched off by config key', async () => {
    const admin = await loginWithCaptcha('admin', 'admin123');
    const list = (
      await inject('GET', '/system/config/list?configKey=captchaEnabled', { headers: bearer(admin) })
    ).json();
    const cfg = list.rows[0];
    expect(
      (
        await inject('PUT', '/system/config', {
          payload: { configId: cfg.configId, configValue: 'false' },
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200);
    expect((await inject('GET', '/captchaImage')).json().captchaEnabled).toBe(false);
    const r = await inject('POST', '/login', { payload: { username: 'editor', password: 'editor123' } });
    expect(r.statusCode).toBe(200);
    await inject('PUT', '/system/config', {
      payload: { configId: cfg.configId, configValue: 'true' },
      headers: bearer(admin),
    });
  });

  async function loginWithCaptcha(username: string, password: string) {
    const c = await captcha();
    const r = await inject('POST', '/login', { payload: { username, password, ...c } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().token as string;
  }

  it('issues a new token at each login; getInfo, getRouters and logout', async () => {
    const a = await loginWithCaptcha('admin', 'admin123');
    const b = await loginWithCaptcha('admin', 'admin123');
    expect(a).not.toBe(b);
    const info = (await inject('GET', '/getInfo', { headers: bearer(a) })).json();
    expect(info.data.user.userName).toBe('admin');
    expect(info.roles).toEqual(['admin']);
    expect(info.permissions).toEqual(['*:*:*']);
    const routers = (await inject('GET', '/getRouters', { headers: bearer(a) })).json().data;
    const sys = routers.find((r: { path: string }) => r.path === '/system');
    expect(sys.component).toBe('Layout');
    const site = routers.find((r: { path: string }) => r.path === '/site');
    const catalog = site.children.find((c: { path: string }) => c.path === 'catalog');
    expect(catalog.component).toBe('ParentView');
    const docs = routers
      .flatMap((r: { children?: Array<{ component: string }> }) => r.children ?? [])
      .find((c: { component: string }) => c.component === 'tool/swagger/index');
    expect(docs).toMatchObject({ path: 'api-docs', meta: { title: 'admin.menu.apiDocs', link: null } });
    // logout revokes only that token
    expect((await inject('POST', '/logout', { headers: bearer(a) })).statusCode).toBe(200);
    expect((await inject('GET', '/getInfo', { headers: bearer(a) })).statusCode).toBe(401);
    expect((await inject('GET', '/getInfo', { headers: bearer(b) })).statusCode).toBe(200);
    // logout without/with garbage token still succeeds
    expect((await inject('POST', '/logout')).statusCode).toBe(200);
    expect((await inject('POST', '/logout', { headers: { authorization: 'Bearer ../../x' } })).statusCode).toBe(200);
  });

  it('filters the menu tree by permission (editor sees no System users/roles/config)', async () => {
    const e = await loginWithCaptcha('editor', 'editor123');
    const info = (await inject('GET', '/getInfo', { headers: bearer(e) })).json().data;
    expect(info.roles).toEqual(['editor']);
    expect(info.permissions).toContain('site:driver:list');
    expect(info.permissions).not.toContain('site:driver:edit');
    const routers = (await inject('GET', '/getRouters', { headers: bearer(e) })).json().data;
    const sys = routers.find((r: { path: string }) => r.path === '/system');
    expect(sys.children.map((c: { path: string }) => c.path)).toEqual(['dict', 'dict-data/index/:dictId(\\d+)']);
    expect(JSON.stringify(routers)).not.toContain('system/user/index');
    // The API reference is offered only to roles that hold its permission.
    expect(JSON.stringify(routers)).not.toContain('tool/swagger/index');
  });

  it('rejects expired and unknown tokens with 401', async () => {
    const tok = await loginWithCaptcha('editor', 'editor123');
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await inject('GET', '/getInfo', { headers: bearer(tok) })).statusCode).toBe(401);
    expect((await inject('GET', '/getInfo', { headers: bearer('A'.repeat(43)) })).statusCode).toBe(401);
    expect((await inject('GET', '/getInfo', { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await inject('GET', '/getInfo')).json()).toEqual({ code: 401, msg: expect.any(String) });
  });

  it('validates login input, naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ password: 'x' }, 'username'],
      [{ username: 'admin' }, 'password'],
      [{ username: 12, password: 'x' }, 'username'],
      [{ username: "admin' --", password: 'x' }, 'username'],
      [{ username: 'a'.repeat(31), password: 'x' }, 'username'],
      [{ username: 'admin', password: 'x'.repeat(129) }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const r = await inject('POST', '/login', { payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toContain(field);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().msg).toContain('JSON');
  });

  it('locks the account at this address after repeated failures, and says when to retry', async () => {
    for (let i = 0; i < 3; i++) {
      const c = await captcha();
      const r = await inject('POST', '/login', { payload: { username: 'editor', password: 'wrong-password', ...c } });
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toContain('incorrect');
    }
    const c = await captcha();
    const locked = await inject('POST', '/login', { payload: { username: 'editor', password: 'editor123', ...c } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toMatch(/too many failed sign-ins for this account from this address, retry in 15 min/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // From another address the same account still signs in: a stranger cannot lock the operator out.
    const elsewhere = await captcha();
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      remoteAddress: '192.0.2.44',
      payload: { username: 'editor', password: 'editor123', ...elsewhere },
    });
    expect(r.statusCode, r.body).toBe(200);
    await t.app.ctx.db.deleteFrom('login_attempts').execute();
  });

  it('register is off by default; when on, new users get ROLE_DEFAULT', async () => {
    const c0 = await captcha();
    const off = await inject('POST', '/register', {
      payload: { username: 'newbie', password: 'long-enough-1', ...c0 },
    });
    expect(off.statusCode).toBe(403);
    // The login page learns from the captcha call whether to offer registration.
    expect((await inject('GET', '/captchaImage')).json().data.registerEnabled).toBe(false);
    const admin = await loginWithCaptcha('admin', 'admin123');
    const cfg = (await inject('GET', '/system/config/list?configKey=registerUser', { headers: bearer(admin) })).json()
      .rows[0];
    await inject('PUT', '/system/config', {
      payload: { configId: cfg.configId, configValue: 'true' },
      headers: bearer(admin),
    });
    expect((await inject('GET', '/captchaImage')).json().data.registerEnabled).toBe(true);
    const users = await count(t.app, 'users');
    const short = await t.app.inject({
      method: 'POST',
      url: `${P}/register`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=newbie&password=short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain('password');
    expect(await count(t.app, 'users')).toBe(users);
    const c = await captcha();
    const form = new URLSearchParams({
      username: 'newbie',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      uuid: c.uuid,
      code: c.code,
    });
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/register`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(r.statusCode, r.body).toBe(200);
    const c2 = await captcha();
    const dup = await inject('POST', '/register', {
      payload: { username: 'newbie', password: 'long-enough-1', ...c2 },
    });
    expect(dup.statusCode).toBe(409);
    const tok = await loginWithCaptcha('newbie', 'long-enough-1');
    const info = (await inject('GET', '/getInfo', { headers: bearer(tok) })).json().data;
    expect(info.roles).toEqual(['ROLE_DEFAULT']);
    expect(info.permissions).toEqual([]);
    // No permission, no menu: not even the API reference, which needs tool:swagger:list.
    expect((await inject('GET', '/getRouters', { headers: bearer(tok) })).json().data).toEqual([]);
    await inject('PUT', '/system/config', {
      payload: { configId: cfg.configId, configValue: 'false' },
      headers: bearer(admin),
    });
  });
});
