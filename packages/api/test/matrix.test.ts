/**
 * The endpoint matrix: every route the API registers must appear here (the first test fails
 * otherwise), and each one is checked for
 *   - success: a valid request answers 200 — as a user holding exactly the route's permission, as role
 *     `admin` and as a holder of `*:*:*`;
 *   - permission denial: anonymous → 401; a user holding every permission except the route's → 403
 *     naming it; for login-only routes an expired token → 401; and the touched table is unchanged;
 *   - bad input: a 400 whose message names the offending field, with the table unchanged.
 * Where a route's effect needs a second permission (a live download link also needs site:driver:edit, see
 * lib/effects.ts), `alsoNeeds` lists it: the holder then holds both, and a holder of the route's permission alone
 * gets a 403 naming the other one.
 * Routes that take no input at all say so (bad: null) instead of inventing a case.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusal } from '@labelwise/contract';
import { allPermissionCodes } from '../src/db/seed.js';
import { tokenHash } from '../src/lib/security.js';
import {
  ENGINES,
  P,
  bearer,
  makeApp,
  setConfig,
  tableDigest,
  TEST_CHALLENGE_WORK,
  tokenWith,
  type TestApp,
} from './helpers.js';
import { matrixCases, type Req } from './matrix-cases.js';
import { previewSite } from './matrix-cases-modules.js';

describe.each(ENGINES)('endpoint matrix on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let superToken: string;
  let noRole: string;
  const holders = new Map<string, string>();
  const allButOne = new Map<string, string>();
  // The draft preview renders a page of the site served at `/`: a stand-in site, one per engine.
  const site = previewSite();

  beforeAll(async () => {
    t = await makeApp(engine, {
      staticSites: [{ prefix: '/', root: site.root }],
      captchaDisabled: false,
      challenge: TEST_CHALLENGE_WORK,
      rateLimits: { login: { max: 1000, timeWindow: 60_000 } },
    });
    admin = await loginWithCaptcha('admin', 'admin123');
    superToken = await tokenWith(t.app, ['*:*:*']);
    noRole = await tokenWith(t.app, []);
    await setConfig(t.app, 'sys.account.registerUser', 'true');
  });
  afterAll(async () => {
    await t?.close();
    site.remove();
  });

  const { cases, loginWithCaptcha } = matrixCases(() => t, engine);

  const send = (r: Req, token?: string) => {
    const opts: InjectOptions = {
      method: r.method,
      url: r.root ? r.url : `${P}${r.url}`,
      headers: { ...(r.headers ?? {}), ...(token ? bearer(token) : {}) },
      ...(r.payload !== undefined ? { payload: r.payload as string } : {}),
    };
    return t.app.inject(opts);
  };

  it('covers every registered route (HEAD aside) and nothing else', () => {
    const registered = t.app.routeList
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          (r.url.startsWith(P) || r.url === '/healthz' || r.url === '/resources/dataConfig.json'),
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(Object.keys(cases).sort()).toEqual(registered);
  });

  it('documents every API route in the OpenAPI document, with its security and schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${P}/docs` })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: unknown[]; requestBody?: unknown }>>;
    };
    const hidden = new Set([`GET ${P}/docs`, `GET ${P}/docs/json`, 'GET /healthz', 'GET /resources/dataConfig.json']);
    for (const key of Object.keys(cases).filter((k) => !hidden.has(k))) {
      const [method, url] = key.split(' ') as [string, string];
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(op, `${key} missing from /docs`).toBeTruthy();
      if (cases[key]!.perm !== null)
        expect(op!.security, `${key} should declare bearer security`).toEqual([{ bearer: [] }]);
    }
    expect(doc.paths[`${P}/contact`]!.post!.requestBody).toBeTruthy();
  });

  const errorShape = (r: LightMyRequestResponse, status: number) => {
    expect(r.statusCode, r.body.slice(0, 300)).toBe(status);
    const { data, ...b } = r.json();
    expect(b).toEqual({ code: status, msg: expect.any(String) });
    // A refusal carries the contract's code and its parameters, for the admin to word in the user's language.
    if (data !== undefined) expect(readRefusal(data), JSON.stringify(data)).toBeDefined();
    expect(b.msg).not.toMatch(/\n\s+at /);
    return b.msg as string;
  };

  const holderFor = async (perm: string, also: string[] = []) => {
    const key = [perm, ...also].join(' ');
    if (!holders.has(key)) holders.set(key, await tokenWith(t.app, [perm, ...also]));
    return holders.get(key)!;
  };
  const othersFor = async (perm: string) => {
    if (!allButOne.has(perm))
      allButOne.set(
        perm,
        await tokenWith(
          t.app,
          allPermissionCodes().filter((c) => c !== perm),
        ),
      );
    return allButOne.get(perm)!;
  };

  it.each(Object.keys(cases))('%s', async (key) => {
    const c = cases[key]!;
    /** Sends a request that must be rejected with `status`; the case's table must not change. */
    const rejected = async (req: Req, token: string | undefined, status: number) => {
      const before = c.table ? await tableDigest(t.app, c.table) : '';
      const msg = errorShape(await send(req, token), status);
      if (c.table) expect(await tableDigest(t.app, c.table), `${c.table} changed by a rejected request`).toBe(before);
      return msg;
    };

    // permission denial
    if (c.perm !== null) {
      await rejected(await c.ok(), undefined, 401);
      await rejected(await c.ok(), 'not-a-real-token-but-long-enough-0123456789', 401);
      if (c.perm === 'login') {
        const expired = await tokenWith(t.app, []);
        await t.app.ctx.db
          .updateTable('sessions')
          .set({ expires_at: sql<Date>`now() - interval '1 second'` })
          .where('token_hash', '=', tokenHash(expired))
          .execute();
        await rejected(await c.ok(), expired, 401);
      } else {
        expect(await rejected(await c.ok(), await othersFor(c.perm), 403)).toContain(c.perm);
        await rejected(await c.ok(), noRole, 403);
        if (c.alsoNeeds) expect(await rejected(await c.ok(), await holderFor(c.perm), 403)).toContain(c.alsoNeeds[0]);
      }
    }

    // success: exactly the permission, role admin, and *:*:*
    const tokens: Array<string | undefined> =
      c.perm === null
        ? [undefined]
        : c.perm === 'login'
          ? [noRole, admin]
          : [await holderFor(c.perm, c.alsoNeeds), admin, superToken];
    for (const token of tokens) {
      const r = await send(await c.ok(), token);
      expect(
        r.statusCode,
        `${key} as ${token === admin ? 'admin' : token === superToken ? '*:*:*' : 'holder'}: ${r.body.slice(0, 300)}`,
      ).toBe(200);
      c.check?.(r);
    }

    // bad input, by a caller who passes the permission check
    if (c.bad) {
      const [req, field] = await c.bad();
      const token = c.perm === null ? undefined : c.perm === 'login' ? noRole : await holderFor(c.perm, c.alsoNeeds);
      const msg = await rejected(req, token, 400);
      expect(msg.startsWith(field), `"${msg}" should name ${field}`).toBe(true);
    }
  });
});
