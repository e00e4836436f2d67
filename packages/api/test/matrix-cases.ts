/**
 * The endpoint matrix's cases: for every route, a valid request, a bad one naming its field, the permission it needs
 * and the table it may change. Fixtures are written straight to the database of the app `current()` returns.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../src/db/types.js';
import { makePdf } from '../src/lib/files.js';
import { P, bearer, solveChallenge, tokenWith, type EngineName, type Method, type TestApp, multipart } from './helpers.js';

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

export function matrixCases(current: () => TestApp, engine: EngineName) {
  const app = () => current().app;
  let u = 0;
  const uniq = () => `${Date.now().toString(36)}${++u}`;

  async function captcha(): Promise<{ uuid: string; code: string }> {
    const r = await app().inject({ method: 'GET', url: `${P}/captchaImage` });
    return { uuid: r.json().uuid as string, code: await solveChallenge(r.json().challenge) };
  }
  async function loginWithCaptcha(username: string, password: string): Promise<string> {
    const r = await app().inject({ method: 'POST', url: `${P}/login`, payload: { username, password, ...(await captcha()) } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().token as string;
  }

  // ---------- fixtures, written straight to the database ----------
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const insert = async (table: keyof DB, values: Record<string, unknown>): Promise<number> =>
    ((await (app().ctx.db as any).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
  const seededFile = async (prefix: string) =>
    app().ctx.db.selectFrom('files').select(['file_name', 'size', 'sha256']).where('file_name', 'like', `${prefix}%`).orderBy('id').executeTakeFirstOrThrow();
  const fx = {
    brand: () => insert('brands', { name: `Brand ${uniq()}`, slug: `brand-${uniq()}` }),
    model: async () => {
      const n = `ZX-${uniq()}`;
      return insert('printer_models', { brand_id: 1, name: n, search_key: n.toLowerCase().replace(/[^a-z0-9]/g, '') });
    },
    driver: async (status = '0') => {
      const f = await seededFile('resources/drivers/');
      return insert('drivers', { model_id: 1, title: `Driver ${uniq()}`, os: 'linux', version: '1.0', release_date: '2025-01-01', file_name: f.file_name, file_size: f.size, sha256: f.sha256, status });
    },
    manual: async (status = '0') => {
      const f = await seededFile('resources/manuals/');
      return insert('manuals', { model_id: 1, title: `Manual ${uniq()}`, version: '1.0', release_date: '2025-01-01', file_name: f.file_name, file_size: f.size, sha256: f.sha256, status });
    },
    chart: () => insert('chart_rows', { printer_model: `ZX-${uniq()}` }),
    link: () => insert('download_links', { link_key: `Key_${uniq()}`, url: 'https://example.com/x.exe' }),
    contact: () => insert('contact_messages', { name: 'Ann', email: 'ann@example.com', message: 'Hi', role: 'driver_user', os: 'linux' }),
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
  function crud(base: string, perm: string, table: keyof DB, o: {
    listBad: [string, string];
    create: () => unknown;
    createBad: [unknown, string];
    update: (id: number) => unknown;
    updateBad: [unknown, string];
    fixture: () => Promise<number>;
    /** The row DELETE removes, when it differs from `fixture` (e.g. a hidden driver: remove alone may delete it). */
    removeFixture?: () => Promise<number>;
    /** Permissions DELETE needs besides `${perm}:remove`. */
    removeAlsoNeeds?: string[];
  }): Record<string, Case> {
    return {
      [`GET ${P}${base}/list`]: { perm: `${perm}:list`, ok: () => get(`${base}/list`), check: (r) => expect(r.json()).toMatchObject({ code: 200, rows: expect.any(Array), total: expect.any(Number) }), bad: () => [get(`${base}/list?${o.listBad[0]}`), o.listBad[1]] },
      [`GET ${P}${base}/:id`]: { perm: `${perm}:query`, table, ok: async () => get(`${base}/${await o.fixture()}`), check: (r) => expect(r.json().data).toBeTruthy(), bad: () => [get(`${base}/abc`), 'id'] },
      [`POST ${P}${base}`]: { perm: `${perm}:add`, table, ok: async () => json('POST', base, await o.create()), check: okCode, bad: () => [json('POST', base, o.createBad[0]), o.createBad[1]] },
      [`PUT ${P}${base}`]: { perm: `${perm}:edit`, table, ok: async () => json('PUT', base, o.update(await o.fixture())), check: okCode, bad: () => [json('PUT', base, o.updateBad[0]), o.updateBad[1]] },
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

  const cases: Record<string, Case> = {
    // ---------- operations ----------
    [`GET ${P}/health`]: { perm: null, ok: () => get('/health'), check: (r) => expect(r.json().data).toEqual({ status: 'ok', engine }), bad: null },
    [`GET ${P}/docs`]: { perm: null, ok: () => get('/docs'), check: (r) => expect(r.json().openapi).toMatch(/^3\./), bad: null },
    [`GET ${P}/docs/json`]: { perm: null, ok: () => get('/docs/json'), check: (r) => expect(r.json().openapi).toMatch(/^3\./), bad: null },
    [`GET ${P}/health/ready`]: {
      perm: null,
      ok: () => get('/health/ready'),
      check: (r) => expect(r.json().data).toMatchObject({ status: 'ready', engine, database: 'ok', storage: 'ok', redis: 'not configured' }),
      bad: null,
    },
    ['GET /healthz']: { perm: null, ok: () => ({ method: 'GET', url: '/healthz', root: true }), bad: null },

    // ---------- public catalog ----------
    [`GET ${P}/public/brands`]: { perm: null, ok: () => get('/public/brands?pageSize=10'), check: (r) => expect(r.json().rows.length).toBeGreaterThan(0), bad: () => [get('/public/brands?pageSize=15'), 'pageSize'] },
    [`GET ${P}/public/brands/:id/models`]: { perm: null, ok: () => get('/public/brands/1/models'), check: (r) => expect(r.json().total).toBeGreaterThan(0), bad: () => [get('/public/brands/abc/models'), 'id'] },
    [`GET ${P}/public/models`]: { perm: null, ok: () => get('/public/models?keyword=pm241'), check: (r) => expect(r.json().rows[0].name).toBe('PM-241-BT'), bad: () => [get(`/public/models?keyword=${encodeURIComponent("x' OR 1=1 --")}`), 'keyword'] },
    [`GET ${P}/public/models/:id`]: { perm: null, ok: () => get('/public/models/1'), check: (r) => expect(r.json().data.modelId).toBe(1), bad: () => [get('/public/models/0'), 'id'] },
    [`GET ${P}/public/models/:id/drivers`]: { perm: null, ok: () => get('/public/models/1/drivers?os=windows'), check: (r) => expect(r.json().rows[0].os).toBe('windows'), bad: () => [get('/public/models/1/drivers?os=beos'), 'os'] },
    [`GET ${P}/public/models/:id/manuals`]: { perm: null, ok: () => get('/public/models/1/manuals'), check: (r) => expect(r.json().total).toBeGreaterThan(0), bad: () => [get('/public/models/1/manuals?pageNum=0'), 'pageNum'] },
    [`GET ${P}/public/chart`]: { perm: null, ok: () => get('/public/chart'), check: (r) => expect(r.json().total).toBeGreaterThan(0), bad: () => [get('/public/chart?pageSize=100000'), 'pageSize'] },
    [`GET ${P}/resources/dataConfig.json`]: { perm: null, ok: () => get('/resources/dataConfig.json'), check: (r) => expect(r.json().LabelwiseSetup_Win64).toContain('3.10.0'), bad: null },
    ['GET /resources/dataConfig.json']: { perm: null, ok: () => ({ method: 'GET', url: '/resources/dataConfig.json', root: true }), check: (r) => expect(r.json().LabelwiseSetup_Win32).toContain('3.10.0'), bad: null },
    [`POST ${P}/contact`]: {
      perm: null,
      table: 'contact_messages',
      ok: () => json('POST', '/contact', { name: 'Ann', email: 'ann@example.com', message: 'Hello', role: 'printer_manufacturer', os: 'chromeos' }),
      check: (r) => expect(r.json().data.id).toEqual(expect.any(Number)),
      bad: () => [json('POST', '/contact', { name: 'Ann', email: 'ann@example.com', message: 'Hello', role: 'hacker', os: 'linux' }), 'role'],
    },
    [`GET ${P}/system/dict/data/type/:type`]: { perm: null, ok: () => get('/system/dict/data/type/site_contact_os'), check: (r) => expect(r.json().data.length).toBe(7), bad: () => [get(`/system/dict/data/type/${encodeURIComponent("a'b")}`), 'type'] },
    [`GET ${P}/system/config/configKey/:key`]: { perm: null, ok: () => get('/system/config/configKey/sys.upload.maxSizeMb'), check: (r) => expect(r.json().data).toBe('5'), bad: () => [get('/system/config/configKey/a%20b'), 'key'] },
    [`GET ${P}/common/download/resource`]: {
      perm: null,
      ok: () => get('/common/download/resource?resource=resources/manuals/d520bt-user-manual.pdf'),
      check: (r) => expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-'),
      bad: () => [get('/common/download/resource?resource=../../etc/passwd'), 'resource'],
    },

    // ---------- session ----------
    [`GET ${P}/captchaImage`]: { perm: null, table: 'captchas', ok: () => get('/captchaImage'), check: (r) => expect(r.json()).toMatchObject({ captchaEnabled: true, uuid: expect.any(String), challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } } }), bad: () => [get('/captchaImage?strength=hardest'), 'strength'] },
    [`POST ${P}/login`]: {
      perm: null,
      table: 'sessions',
      ok: async () => json('POST', '/login', { username: 'admin', password: 'admin123', ...(await captcha()) }),
      check: (r) => expect(r.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/),
      bad: async () => [json('POST', '/login', { username: '', password: 'admin123', ...(await captcha()) }), 'username'],
    },
    [`POST ${P}/register`]: {
      perm: null,
      table: 'users',
      ok: async () => ({
        method: 'POST',
        url: '/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: `reg_${uniq()}`, password: 'long-enough-1', ...(await captcha()) }).toString(),
      }),
      check: okCode,
      bad: async () => [json('POST', '/register', { username: `reg_${uniq()}`, password: 'short', ...(await captcha()) }), 'password'],
    },
    [`POST ${P}/logout`]: { perm: null, ok: async () => ({ method: 'POST', url: '/logout', headers: bearer(await tokenWith(app(), [])) }), check: okCode, bad: null },
    [`GET ${P}/getInfo`]: { perm: 'login', ok: () => get('/getInfo'), check: (r) => expect(r.json().data.roles).toEqual(expect.any(Array)), bad: null },
    [`GET ${P}/getRouters`]: { perm: 'login', ok: () => get('/getRouters'), check: (r) => expect(r.json().data).toEqual(expect.any(Array)), bad: null },

    // ---------- files ----------
    [`POST ${P}/common/upload`]: {
      perm: 'common:file:upload',
      table: 'files',
      ok: pdfUpload,
      check: (r) => expect(r.json().fileName).toMatch(/^upload\//),
      bad: () => {
        const m = multipart('fake.pdf', Buffer.from('<html>not a pdf</html>'));
        return [{ method: 'POST', url: '/common/upload', payload: m.payload, headers: m.headers }, 'file'];
      },
    },
    [`GET ${P}/common/download`]: {
      perm: 'login',
      table: 'files',
      ok: () => get('/common/download?fileName=resources/manuals/d520bt-user-manual.pdf'),
      check: (r) => expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-'),
      bad: () => [get('/common/download?fileName=..%2F..%2Fetc%2Fpasswd'), 'fileName'],
    },

    // ---------- dictionary and config (spec §7) ----------
    ...crud('/system/dict/data', 'system:dict', 'dict_data', {
      listBad: ['status=7', 'status'],
      create: () => ({ dictType: 'sys_yes_no', dictLabel: 'Maybe', dictValue: `m${uniq()}` }),
      createBad: [{ dictType: 'sys_yes_no', dictLabel: 'x', dictValue: 'x', listClass: 'rainbow' }, 'listClass'],
      update: (id) => ({ dictCode: id, dictLabel: 'Changed' }),
      updateBad: [{ dictLabel: 'no id' }, 'dictCode'],
      fixture: fx.dictData,
    }),
    ...crud('/system/dict/type', 'system:dict', 'dict_types', {
      listBad: ['dictType=a%27b', 'dictType'],
      create: () => ({ dictName: 'New type', dictType: `new_${uniq()}` }),
      createBad: [{ dictName: 'x', dictType: 'bad type' }, 'dictType'],
      update: (id) => ({ dictId: id, dictName: 'Renamed' }),
      updateBad: [{ dictId: 'one' }, 'dictId'],
      fixture: fx.dictType,
    }),
    ...crud('/system/config', 'system:config', 'configs', {
      listBad: ['configType=X', 'configType'],
      create: () => ({ configName: 'Banner', configKey: `site.banner.${uniq()}`, configValue: 'Hi' }),
      createBad: [{ configName: 'x', configKey: 'bad key!', configValue: 'v' }, 'configKey'],
      update: (id) => ({ configId: id, configValue: 'v2' }),
      updateBad: [{ configId: 1, configValue: 'a\u0000b' }, 'configValue'],
      fixture: fx.config,
    }),
    [`DELETE ${P}/system/config/refreshCache`]: { perm: 'system:config:remove', ok: () => ({ method: 'DELETE', url: '/system/config/refreshCache' }), check: okCode, bad: null },

    // ---------- users, roles ----------
    ...crud('/system/user', 'system:user', 'users', {
      listBad: ['status=2', 'status'],
      create: () => ({ userName: `new_${uniq()}`, nickName: 'New', password: 'long-enough-1' }),
      createBad: [{ userName: 'x y', nickName: 'n', password: 'long-enough-1' }, 'userName'],
      update: (id) => ({ userId: id, nickName: 'Renamed' }),
      updateBad: [{ userId: 1, email: 'not-an-email' }, 'email'],
      fixture: fx.user,
    }),
    [`PUT ${P}/system/user/resetPwd`]: {
      perm: 'system:user:resetPwd',
      table: 'users',
      ok: async () => json('PUT', '/system/user/resetPwd', { userId: await fx.user(), password: 'brand-new-pass-1' }),
      check: okCode,
      bad: async () => [json('PUT', '/system/user/resetPwd', { userId: await fx.user(), password: 'short' }), 'password'],
    },
    ...crud('/system/role', 'system:role', 'roles', {
      listBad: ['roleKey=%3Bdrop', 'roleKey'],
      create: () => ({ roleKey: `r_${uniq()}`, roleName: 'New role' }),
      createBad: [{ roleKey: 'r', roleName: 'R', permissions: ['drop table'] }, 'permissions'],
      update: (id) => ({ roleId: id, roleName: 'Renamed' }),
      updateBad: [{ roleId: 0 }, 'roleId'],
      fixture: fx.role,
    }),
    [`GET ${P}/system/permission/list`]: { perm: 'system:role:list', ok: () => get('/system/permission/list'), check: (r) => expect(r.json().data.length).toBeGreaterThan(40), bad: null },

    // ---------- site content ----------
    ...crud('/site/brand', 'site:brand', 'brands', {
      listBad: ['status=9', 'status'],
      create: () => ({ name: `Acme ${uniq()}` }),
      createBad: [{ name: 42 }, 'name'],
      update: (id) => ({ brandId: id, description: 'Updated' }),
      updateBad: [{ description: 'no id' }, 'brandId'],
      fixture: fx.brand,
    }),
    ...crud('/site/model', 'site:model', 'printer_models', {
      listBad: ['brandId=x', 'brandId'],
      create: () => ({ brandId: 1, name: `ZX-${uniq()}`, connections: ['usb'] }),
      createBad: [{ brandId: 1, name: 'ZX', connections: ['serial'] }, 'connections'],
      update: (id) => ({ modelId: id, btSerialPrefixes: ['Q999'] }),
      updateBad: [{ modelId: 1, btSerialPrefixes: ['q 1'] }, 'btSerialPrefixes'],
      fixture: fx.model,
    }),
    // `add` alone publishes only where the model+os has no published driver (a fresh model here); `remove` alone
    // deletes only hidden drivers. Replacing a published one needs site:driver:edit (effect-permissions.test.ts).
    ...crud('/site/driver', 'site:driver', 'drivers', {
      listBad: ['os=amiga', 'os'],
      create: async () => ({ modelId: await fx.model(), title: 'New driver', os: 'linux', version: '2.0', releaseDate: '2025-05-01', fileName: 'resources/drivers/d520bt-windows-1.2.2.zip' }),
      createBad: [{ modelId: 1, title: 'T', os: 'linux', version: '1', releaseDate: '2025-01-01', fileName: '../../etc/passwd' }, 'fileName'],
      update: (id) => ({ driverId: id, version: '2.1' }),
      updateBad: [{ driverId: 1, releaseDate: '2025-02-30' }, 'releaseDate'],
      fixture: () => fx.driver(),
      removeFixture: () => fx.driver('1'),
    }),
    ...crud('/site/manual', 'site:manual', 'manuals', {
      listBad: ['modelId=-1', 'modelId'],
      create: async () => ({ modelId: await fx.model(), title: 'Quick start', version: '1.1', releaseDate: '2025-03-01', fileName: 'resources/manuals/d520bt-user-manual.pdf' }),
      createBad: [{ modelId: 1, title: 'T', version: '1', releaseDate: '2025-01-01', fileName: 'resources/manuals/none.pdf' }, 'fileName'],
      update: (id) => ({ manualId: id, description: 'Updated' }),
      updateBad: [{ manualId: 1, version: '1; rm -rf /' }, 'version'],
      fixture: () => fx.manual(),
      removeFixture: () => fx.manual('1'),
    }),
    ...crud('/site/chart', 'site:chart', 'chart_rows', {
      listBad: [`printerModel=${encodeURIComponent('<script>')}`, 'printerModel'],
      create: () => ({ printerModel: `ZX-${uniq()}`, driverWindows: true }),
      createBad: [{ printerModel: 'ZX', driverWindows: 'yes' }, 'driverWindows'],
      update: (id) => ({ chartId: id, firmwareVersion: 'V2.0.1' }),
      updateBad: [{ chartId: 1, sort: 'first' }, 'sort'],
      fixture: fx.chart,
    }),
    ...crud('/site/link', 'site:link', 'download_links', {
      listBad: ['key=a%20b', 'key'],
      create: () => ({ key: `Key_${uniq()}`, url: 'https://example.com/setup.exe' }),
      createBad: [{ key: 'K', url: 'javascript:alert(1)' }, 'url'],
      update: (id) => ({ linkId: id, url: 'https://example.com/v2.exe' }),
      updateBad: [{ linkId: 1, sha256: 'xyz' }, 'sha256'],
      fixture: fx.link,
      // every link is live in dataConfig.json: delete + add would re-point it
      removeAlsoNeeds: ['site:link:edit'],
    }),
    [`GET ${P}/system/menu/list`]: { perm: 'system:menu:list', ok: () => get('/system/menu/list'), check: (r) => expect(r.json().data.length).toBeGreaterThan(0), bad: () => [get('/system/menu/list?visible=maybe'), 'visible'] },
    [`GET ${P}/system/menu/:menuId`]: { perm: 'system:menu:query', table: 'menus', ok: async () => get(`/system/menu/${await fx.menu()}`), check: (r) => expect(r.json().data.menuId).toBeGreaterThan(0), bad: () => [get('/system/menu/abc'), 'menuId'] },
    [`POST ${P}/system/menu`]: { perm: 'system:menu:add', table: 'menus', ok: () => json('POST', '/system/menu', { parentId: 0, menuName: `Menu ${uniq()}`, menuType: 'M', path: `m-${uniq()}` }), check: okCode, bad: () => [json('POST', '/system/menu', { parentId: 0, menuName: 'X', menuType: 'X', path: 'x' }), 'menuType'] },
    [`PUT ${P}/system/menu`]: { perm: 'system:menu:edit', table: 'menus', ok: async () => json('PUT', '/system/menu', { menuId: await fx.menu(), sort: 3 }), check: okCode, bad: async () => [json('PUT', '/system/menu', { menuId: await fx.menu(), perms: 'nope' }), 'perms'] },
    [`DELETE ${P}/system/menu/:menuId`]: { perm: 'system:menu:remove', table: 'menus', ok: async () => ({ method: 'DELETE', url: `/system/menu/${await fx.menu()}` }), check: okCode, bad: () => [{ method: 'DELETE', url: '/system/menu/1;2' }, 'menuId'] },
    [`GET ${P}/site/contact/list`]: { perm: 'site:contact:list', ok: () => get('/site/contact/list?unhandledOnly=true'), check: okCode, bad: () => [get('/site/contact/list?role=hacker'), 'role'] },
    [`GET ${P}/site/contact/:id`]: { perm: 'site:contact:query', table: 'contact_messages', ok: async () => get(`/site/contact/${await fx.contact()}`), check: (r) => expect(r.json().data.status).toBe('read'), bad: () => [get('/site/contact/1.5'), 'id'] },
    [`PUT ${P}/site/contact/:id/handled`]: {
      perm: 'site:contact:edit',
      table: 'contact_messages',
      ok: async () => json('PUT', `/site/contact/${await fx.contact()}/handled`, { handled: true }),
      check: (r) => expect(r.json().data.status).toBe('handled'),
      bad: async () => [json('PUT', `/site/contact/${await fx.contact()}/handled`, { handled: 'yes' }), 'handled'],
    },
    [`POST ${P}/public/vitals`]: {
      perm: null,
      table: 'web_vitals',
      ok: () => ({ method: 'POST', url: '/public/vitals', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ entries: [{ metric: 'LCP', value: 1234.5, rating: 'good', path: '/printers', locale: 'de-de', navigationType: 'navigate', device: 'desktop' }] }) }),
      check: (r) => expect(r.json().data).toEqual({ stored: 1 }),
      bad: () => [json('POST', '/public/vitals', { entries: [{ metric: 'FID', value: 12, rating: 'good', path: '/', locale: 'en-us', navigationType: 'navigate', device: 'mobile' }] }), 'entries.0.metric'],
    },
    [`GET ${P}/monitor/vitals/summary`]: { perm: 'monitor:vitals:list', ok: () => get('/monitor/vitals/summary?days=28'), check: (r) => expect(r.json().data).toMatchObject({ days: 28, metrics: { LCP: { rows: expect.any(Array) } } }), bad: () => [get('/monitor/vitals/summary?days=30'), 'days'] },
    [`DELETE ${P}/site/contact/:ids`]: { perm: 'site:contact:remove', table: 'contact_messages', ok: async () => ({ method: 'DELETE', url: `/site/contact/${await fx.contact()}` }), check: okCode, bad: () => [{ method: 'DELETE', url: '/site/contact/abc' }, 'ids'] },
  };


  return { cases, loginWithCaptcha };
}
