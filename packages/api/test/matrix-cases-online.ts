/** The endpoint matrix: Monitor → Online users, the login log's unlock, and Server and cache. */
import { expect } from 'vitest';
import { tokenHash } from '../src/lib/security.js';
import { P, tokenWith } from './helpers.js';
import type { Case, MatrixKit } from './matrix-kit.js';

export function onlineCases({ app, get, json, okCode }: MatrixKit): Record<string, Case> {
  return {
    [`GET ${P}/monitor/online/list`]: {
      perm: 'monitor:online:list',
      ok: () => get('/monitor/online/list'),
      check: (r) => expect(r.json()).toMatchObject({ rows: expect.any(Array), total: expect.any(Number) }),
      bad: () => [get('/monitor/online/list?pageSize=7'), 'pageSize'],
    },
    [`DELETE ${P}/monitor/online/:tokenId`]: {
      perm: 'monitor:online:forceLogout',
      table: 'sessions',
      // Another (non-administrator) account's fresh session each time.
      ok: async () => ({ method: 'DELETE', url: `/monitor/online/${tokenHash(await tokenWith(app(), []))}` }),
      check: okCode,
      bad: () => [{ method: 'DELETE', url: '/monitor/online/not-a-session' }, 'tokenId'],
    },
    [`GET ${P}/monitor/server`]: {
      perm: 'monitor:server:list',
      ok: () => get('/monitor/server'),
      check: (r) => expect(r.json().data.database.state).toBe('ok'),
      bad: null,
    },
    [`GET ${P}/monitor/cache`]: {
      perm: 'monitor:cache:list',
      ok: () => get('/monitor/cache'),
      check: (r) => expect(r.json().data.responses.entries).toEqual(expect.any(Number)),
      bad: null,
    },
    [`DELETE ${P}/monitor/cache`]: {
      perm: 'monitor:cache:remove',
      ok: () => ({ method: 'DELETE', url: '/monitor/cache' }),
      check: okCode,
      bad: null,
    },
    [`POST ${P}/monitor/logininfor/unlock`]: {
      perm: 'monitor:logininfor:unlock',
      table: 'login_attempts',
      ok: () => json('POST', '/monitor/logininfor/unlock', { userName: 'someone', ipaddr: '192.0.2.44' }),
      check: (r) => expect(r.json().data).toEqual({ unlocked: expect.any(Boolean) }),
      bad: () => [json('POST', '/monitor/logininfor/unlock', { userName: '', ipaddr: '192.0.2.44' }), 'userName'],
    },
  };
}
