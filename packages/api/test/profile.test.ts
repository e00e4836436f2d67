/**
 * The operator's own account: details, password change (current password required, other sessions signed out) and
 * the avatar (checked by content, stored resized).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_FIELD, AVATAR_SIZE, readRefusal } from '@labelwise/contract';
import { ENGINES, P, bearer, login, makeApp, multipart, type TestApp } from './helpers.js';
import { samplePng } from './matrix-cases-profile.js';

describe.each(ENGINES)('own profile on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { login: { max: 500, timeWindow: 60_000 } } });
  });
  afterAll(async () => t?.close());

  const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${P}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const uploadAvatar = (token: string, content: Buffer, name = 'me.png') => {
    const m = multipart(name, content, AVATAR_FIELD);
    return t.app.inject({
      method: 'POST',
      url: `${P}/system/user/profile/avatar`,
      headers: { ...m.headers, ...bearer(token) },
      payload: m.payload,
    });
  };

  it('shows and changes only the caller’s own details', async () => {
    const token = await login(t.app, 'editor', 'editor123');
    const before = (await as(token, 'GET', '/system/user/profile')).json().data;
    expect(before).toMatchObject({ userName: 'editor', roleNames: [expect.any(String)] });
    const put = await as(token, 'PUT', '/system/user/profile', { nickName: 'Eddie', email: 'eddie@example.com' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ userName: 'editor', nickName: 'Eddie', email: 'eddie@example.com' });
    // The name, roles and status are not the caller's to change here.
    const sneaky = await as(token, 'PUT', '/system/user/profile', { nickName: 'E', userName: 'root', status: '1' });
    expect(sneaky.statusCode).toBe(200);
    expect((await as(token, 'GET', '/getInfo')).json().data.user).toMatchObject({ userName: 'editor', nickName: 'E' });
  });

  it('changes the password only with the current one, and signs out the account’s other sessions', async () => {
    const here = await login(t.app, 'editor', 'editor123');
    const elsewhere = await login(t.app, 'editor', 'editor123');
    const admin = await login(t.app, 'admin', 'admin123');
    const wrong = await as(here, 'PUT', '/system/user/profile/updatePwd', {
      oldPassword: 'guess1234',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(readRefusal(wrong.json().data)).toEqual({
      reason: 'currentPasswordWrong',
      field: 'oldPassword',
      params: {},
    });
    expect((await as(elsewhere, 'GET', '/getInfo')).statusCode).toBe(200);

    const changed = await as(here, 'PUT', '/system/user/profile/updatePwd', {
      oldPassword: 'editor123',
      newPassword: 'a-new-password-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(here, 'GET', '/getInfo')).statusCode).toBe(200);
    expect((await as(elsewhere, 'GET', '/getInfo')).statusCode).toBe(401);
    expect((await as(admin, 'GET', '/getInfo')).statusCode).toBe(200);
    await expect(login(t.app, 'editor', 'editor123')).rejects.toThrow();
    expect(await login(t.app, 'editor', 'a-new-password-1')).toBeTruthy();
  });

  it('stores an avatar as a square WebP and serves it by its content address', async () => {
    const token = await login(t.app, 'admin', 'admin123');
    const r = await uploadAvatar(token, await samplePng(900, 300));
    expect(r.statusCode, r.body).toBe(200);
    const imgUrl = r.json().data.imgUrl as string;
    expect(imgUrl).toMatch(/^\/avatar\/[0-9a-f]{32}\.webp$/);
    expect((await as(token, 'GET', '/getInfo')).json().data.user.avatar).toBe(imgUrl);
    const served = await t.app.inject({ method: 'GET', url: `${P}${imgUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    // A new picture gets a new address; the old one is gone.
    const next = await uploadAvatar(token, await samplePng(50, 50, '#c33'));
    expect(next.json().data.imgUrl).not.toBe(imgUrl);
    expect((await t.app.inject({ method: 'GET', url: `${P}${imgUrl}` })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP by its content, whatever its name', async () => {
    const token = await login(t.app, 'admin', 'admin123');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [content, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.png'],
      [gif, 'me.png'],
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]), 'me.png'],
    ] as const) {
      const r = await uploadAvatar(token, content, name);
      expect(r.statusCode, name).toBe(400);
      expect(readRefusal(r.json().data)?.reason).toBe('avatarNotImage');
    }
    const tooBig = await uploadAvatar(token, Buffer.alloc(3 * 1024 * 1024, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(readRefusal(tooBig.json().data)).toMatchObject({ reason: 'fileTooLarge', params: { maxMb: 2 } });
  });

  it('remembers each operator’s hidden columns per list, for them alone', async () => {
    // The editor's password was changed above.
    const editor = await login(t.app, 'editor', 'a-new-password-1');
    const admin = await login(t.app, 'admin', 'admin123');
    const url = '/system/user/profile/list-views/lw-admin-drivers';
    expect((await as(editor, 'GET', url)).json().data).toEqual({ hidden: [] });
    const put = await as(editor, 'PUT', url, { hidden: ['fileSize', 'version', 'version'] });
    expect(put.statusCode, put.body).toBe(200);
    await as(editor, 'PUT', url, { hidden: ['fileSize', 'sha256'] });
    expect((await as(editor, 'GET', url)).json().data).toEqual({ hidden: ['fileSize', 'sha256'] });
    // Another list of the same operator, and the same list of another operator, are their own.
    expect((await as(editor, 'GET', '/system/user/profile/list-views/lw-admin-models')).json().data).toEqual({
      hidden: [],
    });
    expect((await as(admin, 'GET', url)).json().data).toEqual({ hidden: [] });
    const bad = await as(editor, 'PUT', url, { hidden: Array.from({ length: 41 }, (_, i) => `c${i}`) });
    expect(bad.statusCode).toBe(400);
    expect((await as(editor, 'GET', url)).json().data).toEqual({ hidden: ['fileSize', 'sha256'] });
  });
});
