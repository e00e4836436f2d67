/** The endpoint matrix: the signed-in operator's own account (profile, password, avatar). */
import sharp from 'sharp';
import { AVATAR_FIELD } from '@labelwise/contract';
import { expect } from 'vitest';
import '../src/db/typesProfile.js';
import { hashPassword } from '../src/lib/security.js';
import { P, multipart } from './helpers.js';
import type { Case, MatrixKit, Req } from './matrix-kit.js';

/** The seeded admin's password; the matrix's other callers get it too, so "current password" is known for each. */
const KNOWN = 'admin123';

/** A small real picture, as a browser would send it. */
export const samplePng = (width = 40, height = 30, background = '#2a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export function profileCases({ app, get, json, okCode, uniq }: MatrixKit): Record<string, Case> {
  // The matrix's made-up callers have no usable password, and the admin's changes here: give them all the admin's.
  const knownPasswords = async () =>
    app()
      .ctx.db.updateTable('users')
      .set({ password_hash: await hashPassword(KNOWN) })
      .where((eb) => eb.or([eb('password_hash', '=', 'scrypt$disabled'), eb('user_name', '=', 'admin')]))
      .execute();
  const avatarUpload = async (content?: Buffer, name = 'me.png'): Promise<Req> => {
    const m = multipart(name, content ?? (await samplePng()), AVATAR_FIELD);
    return { method: 'POST', url: '/system/user/profile/avatar', payload: m.payload, headers: m.headers };
  };
  return {
    [`GET ${P}/system/user/profile`]: {
      perm: 'login',
      ok: () => get('/system/user/profile'),
      check: (r) => expect(r.json().data).toMatchObject({ userName: expect.any(String), roleNames: expect.any(Array) }),
      bad: null,
    },
    [`PUT ${P}/system/user/profile`]: {
      perm: 'login',
      table: 'users',
      ok: () => json('PUT', '/system/user/profile', { nickName: 'Matrix', email: 'me@example.com', phone: '+1 555' }),
      check: okCode,
      bad: () => [json('PUT', '/system/user/profile', { nickName: 'M', email: 'not-an-address' }), 'email'],
    },
    [`PUT ${P}/system/user/profile/updatePwd`]: {
      perm: 'login',
      table: 'users',
      // Each change picks a new strong password (the policy refuses weak and recent ones); the callers' passwords
      // are set back to the known one first, so the next call (and the login case) still knows them.
      ok: async () => {
        await knownPasswords();
        return json('PUT', '/system/user/profile/updatePwd', {
          oldPassword: KNOWN,
          newPassword: `matrix-${uniq()}-Pw`,
        });
      },
      check: okCode,
      bad: async () => {
        await knownPasswords();
        return [
          json('PUT', '/system/user/profile/updatePwd', { oldPassword: KNOWN, newPassword: 'short' }),
          'newPassword',
        ];
      },
    },
    [`POST ${P}/system/user/profile/avatar`]: {
      perm: 'login',
      table: 'user_avatars',
      ok: () => avatarUpload(),
      check: (r) => expect(r.json().imgUrl).toMatch(/^\/avatar\/[0-9a-f]{32}\.webp$/),
      bad: async () => [await avatarUpload(Buffer.from('GIF89a not really'), 'me.gif'), AVATAR_FIELD],
    },
    [`GET ${P}/system/user/profile/list-views/:key`]: {
      perm: 'login',
      ok: () => get('/system/user/profile/list-views/lw-admin-drivers'),
      check: (r) => expect(r.json().data).toEqual({ hidden: expect.any(Array) }),
      bad: () => [get('/system/user/profile/list-views/Not%20a%20key'), 'key'],
    },
    [`PUT ${P}/system/user/profile/list-views/:key`]: {
      perm: 'login',
      table: 'user_list_views',
      ok: () => json('PUT', '/system/user/profile/list-views/lw-admin-drivers', { hidden: ['version'] }),
      check: (r) => expect(r.json().data).toEqual({ hidden: ['version'] }),
      bad: () => [json('PUT', '/system/user/profile/list-views/lw-admin-drivers', { hidden: ['no spaces'] }), 'hidden'],
    },
    [`GET ${P}/avatar/:name`]: {
      perm: null,
      ok: async () => {
        const hash = 'ab'.repeat(16);
        await app()
          .ctx.db.insertInto('user_avatars')
          .values({
            user_id: 1,
            hash,
            data: await sharp(await samplePng())
              .webp()
              .toBuffer(),
          })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ hash }))
          .execute();
        return get(`/avatar/${hash}.webp`);
      },
      check: (r) => expect(r.headers['content-type']).toBe('image/webp'),
      bad: () => [get('/avatar/..%2Fetc.webp'), 'name'],
    },
  };
}
