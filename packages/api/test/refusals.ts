import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readRefusal } from '@labelwise/contract';
import type { DB } from '../src/db/types.js';
import { tableDigest, type TestApp } from './helpers.js';

/**
 * `refused(send, tables, field, perm)`: sends a request that must be refused with 403 naming `field` and `perm`, and
 * checks that the tables did not change. Returns the message. Every refusal carries the contract's code in `data`
 * (`{reason, field, params}`); `byEffect`: the refusal is by effect (lib/effects.ts), its params name the effect and
 * the permission.
 */
export function refusedBy(current: () => TestApp, options: { byEffect?: boolean } = {}) {
  const digests = async (tables: Array<keyof DB>) =>
    Object.fromEntries(
      await Promise.all(tables.map(async (tb) => [tb, await tableDigest(current().app, tb)] as const)),
    );
  /** Sends a request that must be refused with 403 naming `field` and `perm`; the tables must not change. */
  return async (send: () => Promise<LightMyRequestResponse>, tables: Array<keyof DB>, field: string, perm: string) => {
    const before = await digests(tables);
    const r = await send();
    expect(r.statusCode, r.body).toBe(403);
    const msg = r.json().msg as string;
    if (options.byEffect) {
      // A refusal by effect says which rule and permission, so the admin can word it in the user's language.
      expect(r.json()).toEqual({
        code: 403,
        msg: expect.any(String),
        data: {
          reason: expect.any(String),
          field,
          params: expect.objectContaining({ effect: expect.any(String), permission: perm }),
        },
      });
    } else
      expect(r.json()).toEqual({
        code: 403,
        msg: expect.any(String),
        data: expect.objectContaining({ reason: expect.any(String), field }),
      });
    expect(readRefusal(r.json().data), 'a refusal code the contract knows').toBeDefined();
    expect(msg.startsWith(`${field}: `), msg).toBe(true);
    expect(msg).toContain(perm);
    expect(await digests(tables), `${tables.join(', ')} changed by a refused request`).toEqual(before);
    return msg;
  };
}
