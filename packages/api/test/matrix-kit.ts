/**
 * What the endpoint matrix's cases are built with: fixtures written straight to the database of the app `current()`
 * returns, request builders, and the five-route CRUD helper.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../src/db/types.js';
import { makePdf } from '../src/lib/files.js';
import { P, solveChallenge, type EngineName, type Method, type TestApp, multipart } from './helpers.js';

export interface Req {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The url is outside the /api-v1.0 prefix. */
  root?: boolean;
}
export interface Case {
  /** null: public; 'login': any valid session; otherwise the permission code the route requires. */
  perm: string | null;
  /** Table a request could change: compared before/after every rejected request. */
  table?: keyof DB;
  /** Builds a valid request (fresh fixtures on each call). */
  ok: () => Promise<Req> | Req;
  check?: (res: LightMyRequestResponse) => void;
  /** A request with bad input and the field its 400 message must name; null when the route takes no input. */
  bad: (() => Promise<[Req, string]> | [Req, string]) | null;
  /** Permissions the ok request's effect needs besides `perm` (checked inside the handler). */
  alsoNeeds?: string[];
}

export function matrixKit(current: () => TestApp, engine: EngineName) {
  const app = () => current().app;
  let u = 0;
  const uniq = () => `${Date.now().toString(36)}${++u}`;

  async function captcha(): Promise<{ uuid: string; code: string }> {
    const r = await app().inject({ method: 'GET', url: `${P}/captchaImage` });
    return { uuid: r.json().uuid as string, code: await solveChallenge(r.json().challenge) };
  }
  async function loginWithCaptcha(username: string, password: string): Promise<string> {
    const r = await app().inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username, password, ...(await captcha()) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().token as string;
  }

  // ---------- fixtures, written straight to the database ----------
  const insert = async (table: keyof DB, values: Record<string, unknown>): Promise<number> => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures insert into any table by name
    const db = app().ctx.db as any;
    const row = (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
    return row.id;
  };
  const seededFile = async (prefix: string) =>
    app()
      .ctx.db.selectFrom('files')
      .select(['file_name', 'size', 'sha256'])
      .where('file_name', 'like', `${prefix}%`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  /** A driver or manual of model 1, pointing at the first seeded file of its folder. */
  const download = async (table: 'drivers' | 'manuals', values: Record<string, string>) => {
    const f = await seededFile(`resources/demo/${table}/`);
    return insert(table, {
      model_id: 1,
      version: '1.0',
      release_date: '2025-01-01',
      file_name: f.file_name,
      file_size: f.size,
      sha256: f.sha256,
      ...values,
    });
  };
  const fx = {
    brand: () => insert('brands', { name: `Brand ${uniq()}`, slug: `brand-${uniq()}` }),
    model: async () => {
      const n = `ZX-${uniq()}`;
      return insert('printer_models', { brand_id: 1, name: n, search_key: n.toLowerCase().replace(/[^a-z0-9]/g, '') });
    },
    driver: (status = '0') => download('drivers', { title: `Driver ${uniq()}`, os: 'linux', status }),
    manual: (status = '0') => download('manuals', { title: `Manual ${uniq()}`, status }),
    compat: async () =>
      insert('compat_cells', {
        model_id: await fx.model(),
        system: 'ios',
        cpu: 'any',
        component: 'app',
        support: 'expected',
        note: '{}',
      }),
    release: async (status = '0') => {
      const f = await seededFile('resources/demo/drivers/');
      return insert('driver_releases', {
        driver_id: 1,
        version: `0.${uniq()}`,
        release_date: '2025-01-01',
        notes: JSON.stringify({ 'en-us': 'Matrix release' }),
        file_name: f.file_name,
        file_size: f.size,
        sha256: f.sha256,
        status,
      });
    },
    chart: () => insert('chart_rows', { printer_model: `ZX-${uniq()}` }),
    link: () => insert('download_links', { link_key: `Key_${uniq()}`, url: 'https://example.com/x.exe' }),
    contact: () =>
      insert('contact_messages', {
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Hi',
        role: 'driver_user',
        os: 'linux',
      }),
    menu: () => insert('menus', { menu_name: `Menu ${uniq()}`, menu_type: 'M', path: `m-${uniq()}` }),
    user: () => insert('users', { user_name: `user_${uniq()}`, nick_name: 'U', password_hash: 'scrypt$disabled' }),
    role: () => insert('roles', { role_key: `role_${uniq()}`, role_name: 'R' }),
    dictType: () => insert('dict_types', { dict_name: 'T', dict_type: `type_${uniq()}` }),
    dictData: () => insert('dict_data', { dict_type: 'sys_yes_no', dict_label: 'L', dict_value: `v${uniq()}` }),
    config: () => insert('configs', { config_name: 'C', config_key: `k.${uniq()}`, config_value: 'v' }),
  };

  const get = (url: string): Req => ({ method: 'GET', url });
  const json = (method: Method, url: string, payload: unknown): Req => ({ method, url, payload });
  const okCode = (r: LightMyRequestResponse) => expect(r.json().code).toBe(200);

  /** The five admin CRUD routes of one entity. */
  function crud(
    base: string,
    perm: string,
    table: keyof DB,
    o: {
      listBad: [string, string];
      create: () => unknown;
      createBad: [unknown, string];
      update: (id: number) => unknown;
      updateBad: [unknown, string];
      fixture: () => Promise<number>;
      /** The row DELETE removes, when it differs from `fixture` (e.g. a hidden driver: remove alone may delete it). */
      removeFixture?: () => Promise<number>;
      /** Permissions POST needs besides `${perm}:add` (by effect, lib/effects.ts). */
      createAlsoNeeds?: string[];
      /** Permissions DELETE needs besides `${perm}:remove`. */
      removeAlsoNeeds?: string[];
    },
  ): Record<string, Case> {
    return {
      [`GET ${P}${base}/list`]: {
        perm: `${perm}:list`,
        ok: () => get(`${base}/list`),
        check: (r) => expect(r.json()).toMatchObject({ code: 200, rows: expect.any(Array), total: expect.any(Number) }),
        bad: () => [get(`${base}/list?${o.listBad[0]}`), o.listBad[1]],
      },
      [`GET ${P}${base}/:id`]: {
        perm: `${perm}:query`,
        table,
        ok: async () => get(`${base}/${await o.fixture()}`),
        check: (r) => expect(r.json().data).toBeTruthy(),
        bad: () => [get(`${base}/abc`), 'id'],
      },
      [`POST ${P}${base}`]: {
        perm: `${perm}:add`,
        table,
        ok: async () => json('POST', base, await o.create()),
        check: okCode,
        bad: () => [json('POST', base, o.createBad[0]), o.createBad[1]],
        ...(o.createAlsoNeeds ? { alsoNeeds: o.createAlsoNeeds } : {}),
      },
      [`PUT ${P}${base}`]: {
        perm: `${perm}:edit`,
        table,
        ok: async () => json('PUT', base, o.update(await o.fixture())),
        check: okCode,
        bad: () => [json('PUT', base, o.updateBad[0]), o.updateBad[1]],
      },
      [`DELETE ${P}${base}/:ids`]: {
        perm: `${perm}:remove`,
        table,
        ok: async () => ({ method: 'DELETE', url: `${base}/${await (o.removeFixture ?? o.fixture)()}` }),
        check: okCode,
        bad: () => [{ method: 'DELETE', url: `${base}/1;2` }, 'ids'],
        ...(o.removeAlsoNeeds ? { alsoNeeds: o.removeAlsoNeeds } : {}),
      },
    };
  }

  const pdfUpload = (): Req => {
    const m = multipart('guide.pdf', makePdf(['matrix']));
    return { method: 'POST', url: '/common/upload', payload: m.payload, headers: m.headers };
  };
  return { app, engine, uniq, captcha, loginWithCaptcha, fx, get, json, okCode, crud, pdfUpload, insert, seededFile };
}

export type MatrixKit = ReturnType<typeof matrixKit>;
