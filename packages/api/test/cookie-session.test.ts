import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_HEADER, ADMIN_SESSION_HEADER_VALUE } from '@labelwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, makeApp, type TestApp } from './helpers.js';

/**
 * The back office's session: an HttpOnly, SameSite=Strict cookie on the API's paths that script never sees, and a
 * write carried by that cookie counts only with the back office's session header (a forged cross-site request is
 * anonymous and changes nothing).
 */
describe.each(ENGINES)('the back office session cookie on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The loopback proxy is trusted, so its X-Forwarded-Proto decides whether the request came over https.
    t = await makeApp(engine, { trustProxy: ['127.0.0.1'], rateLimits: { login: { max: 500, timeWindow: 60_000 } } });
  });
  afterAll(async () => t?.close());

  const SESSION = { [ADMIN_SESSION_HEADER]: ADMIN_SESSION_HEADER_VALUE };

  async function cookieLogin(extra: Record<string, string> = {}) {
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      headers: { ...SESSION, ...extra },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const setCookie = String(r.headers['set-cookie']);
    const token = new RegExp(`^${ADMIN_SESSION_COOKIE}=([A-Za-z0-9_-]+);`).exec(setCookie)?.[1];
    expect(token, setCookie).toBeTruthy();
    return { response: r, setCookie, cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
  }

  const nickName = async () =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('nick_name')
        .where('user_name', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).nick_name;

  it('sets the session as a cookie script cannot read, only for the API, and answers no token', async () => {
    const { response, setCookie } = await cookieLogin();
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain(`Path=${P}/`);
    // Plain http here: a Secure cookie would be dropped by the browser.
    expect(setCookie).not.toContain('Secure');
    const body = response.json();
    expect(body.token).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/[A-Za-z0-9_-]{40,}/);
    expect(body.data).toMatchObject({ session: 'cookie' });
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const { setCookie } = await cookieLogin({ 'x-forwarded-proto': 'https' });
    expect(setCookie).toMatch(/; Secure(;|$)/);
  });

  it('reads with the cookie alone, and writes only with the session header', async () => {
    const { cookie } = await cookieLogin();
    const info = await t.app.inject({ method: 'GET', url: `${P}/getInfo`, headers: { cookie } });
    expect(info.statusCode).toBe(200);
    expect(info.json().user.userName).toBe('admin');

    const before = await nickName();
    const forged = await t.app.inject({
      method: 'PUT',
      url: `${P}/system/user/profile`,
      headers: { cookie },
      payload: { nickName: 'Forged', email: '', phonenumber: '', sex: '0' },
    });
    expect(forged.statusCode).toBe(401);
    expect(await nickName()).toBe(before);

    const own = await t.app.inject({
      method: 'PUT',
      url: `${P}/system/user/profile`,
      headers: { cookie, ...SESSION },
      payload: { nickName: 'Administrator', email: '', phonenumber: '', sex: '0' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await nickName()).toBe('Administrator');
  });

  it('signing out ends the session and clears the cookie', async () => {
    const { cookie } = await cookieLogin();
    const out = await t.app.inject({ method: 'POST', url: `${P}/logout`, headers: { cookie, ...SESSION } });
    expect(out.statusCode).toBe(200);
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toContain(`${ADMIN_SESSION_COOKIE}=;`);
    expect(cleared).toContain('Max-Age=0');
    const after = await t.app.inject({ method: 'GET', url: `${P}/getInfo`, headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('a program that does not ask for the cookie still gets a bearer token and no cookie', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(r.statusCode).toBe(200);
    expect(typeof r.json().token).toBe('string');
    expect(r.headers['set-cookie']).toBeUndefined();
  });
});
