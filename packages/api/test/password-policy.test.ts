/**
 * The password policy of System → Config: length, strength (common passwords and ones built from the user's name
 * are refused) and history, on every way a password is set; each refusal names its field and its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusal } from '@labelwise/contract';
import { ENGINES, P, bearer, login, makeApp, setConfig, type TestApp } from './helpers.js';

describe.each(ENGINES)('password policy on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { login: { max: 500, timeWindow: 60_000 } } });
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PUT', url: string, token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `${P}${url}`, ...(token ? { headers: bearer(token) } : {}), payload });
  const refusal = (r: { statusCode: number; body: string }) => {
    expect(r.statusCode, r.body).toBe(400);
    return readRefusal(JSON.parse(r.body).data);
  };
  const newUser = async (userName: string, password: string) =>
    send('POST', '/system/user', admin, { userName, nickName: 'Policy Test', password });

  it('refuses a common or name-built password everywhere one is set, and accepts a strong one', async () => {
    expect(refusal(await newUser('policy1', 'password1'))).toMatchObject({ reason: 'passwordWeak', field: 'password' });
    expect(refusal(await newUser('marlene.dietrich', 'marlene.dietrich1'))).toMatchObject({ reason: 'passwordWeak' });
    expect((await newUser('policy1', 'quiet-harbour-lamp-7')).statusCode).toBe(200);
    const id = (
      await t.app.ctx.db.selectFrom('users').select('id').where('user_name', '=', 'policy1').executeTakeFirstOrThrow()
    ).id;
    expect(
      refusal(await send('PUT', '/system/user/resetPwd', admin, { userId: id, password: 'qwertyuiop' })),
    ).toMatchObject({
      reason: 'passwordWeak',
      field: 'password',
    });
  });

  it('keeps an account from going back to its current or recent passwords', async () => {
    expect((await newUser('policy2', 'first-orchard-key-1')).statusCode).toBe(200);
    let token = await login(t.app, 'policy2', 'first-orchard-key-1');
    const change = (oldPassword: string, newPassword: string) =>
      send('PUT', '/system/user/profile/updatePwd', token, { oldPassword, newPassword });
    expect(refusal(await change('first-orchard-key-1', 'first-orchard-key-1'))).toEqual({
      reason: 'passwordReused',
      field: 'newPassword',
      params: { count: 3 },
    });
    expect((await change('first-orchard-key-1', 'second-meadow-gate-2')).statusCode).toBe(200);
    token = await login(t.app, 'policy2', 'second-meadow-gate-2');
    expect(refusal(await change('second-meadow-gate-2', 'first-orchard-key-1'))).toMatchObject({
      reason: 'passwordReused',
    });
    // With the history off, an old one is allowed again.
    await setConfig(t.app, 'sys.password.history', '0');
    expect((await change('second-meadow-gate-2', 'first-orchard-key-1')).statusCode).toBe(200);
    await setConfig(t.app, 'sys.password.history', '3');
  });

  it('follows the configured length and strength, for self-registration too', async () => {
    await setConfig(t.app, 'sys.password.minLength', '16');
    expect(refusal(await newUser('policy3', 'brisk-otter-7'))).toEqual({
      reason: 'passwordTooShort',
      field: 'password',
      params: { min: 16 },
    });
    await setConfig(t.app, 'sys.password.minLength', '8');
    await setConfig(t.app, 'sys.password.minStrength', '0');
    expect((await newUser('policy3', 'password1')).statusCode).toBe(200);
    await setConfig(t.app, 'sys.password.minStrength', '2');

    await setConfig(t.app, 'sys.account.registerUser', 'true');
    const register = await send('POST', '/register', null, { username: 'policy4', password: 'iloveyou1' });
    expect(refusal(register)).toMatchObject({ reason: 'passwordWeak', field: 'password' });
    await setConfig(t.app, 'sys.account.registerUser', 'false');
  });

  it('shows its settings in System → Config', async () => {
    const keys = (await t.app.ctx.db.selectFrom('configs').select('config_key').execute()).map((c) => c.config_key);
    expect(keys).toEqual(
      expect.arrayContaining(['sys.password.minLength', 'sys.password.minStrength', 'sys.password.history']),
    );
  });
});
