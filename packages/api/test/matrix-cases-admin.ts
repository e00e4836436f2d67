/** The endpoint matrix: dictionary and config, users and roles, and the site's content. */
import { expect } from 'vitest';
import {
  brands,
  chart,
  compat,
  configs,
  dictData,
  dictTypes,
  drivers,
  links,
  manuals,
  models,
  releases,
  roles,
  users,
} from '@labelwise/contract';
import { P } from './helpers.js';
import type { Case, MatrixKit } from './matrix-kit.js';

export function adminCases({ uniq, fx, get, json, okCode, crud }: MatrixKit): Record<string, Case> {
  return {
    // ---------- dictionary and config ----------
    ...crud(dictData.path, dictData.perm, 'dict_data', {
      listBad: ['status=7', 'status'],
      create: () => ({ dictType: 'sys_yes_no', dictLabel: 'Maybe', dictValue: `m${uniq()}` }),
      createBad: [{ dictType: 'sys_yes_no', dictLabel: 'x', dictValue: 'x', listClass: 'rainbow' }, 'listClass'],
      update: (id) => ({ dictCode: id, dictLabel: 'Changed' }),
      updateBad: [{ dictLabel: 'no id' }, 'dictCode'],
      fixture: fx.dictData,
    }),
    ...crud(dictTypes.path, dictTypes.perm, 'dict_types', {
      listBad: ['dictType=a%27b', 'dictType'],
      create: () => ({ dictName: 'New type', dictType: `new_${uniq()}` }),
      createBad: [{ dictName: 'x', dictType: 'bad type' }, 'dictType'],
      update: (id) => ({ dictId: id, dictName: 'Renamed' }),
      updateBad: [{ dictId: 'one' }, 'dictId'],
      fixture: fx.dictType,
    }),
    ...crud(configs.path, configs.perm, 'configs', {
      listBad: ['configType=X', 'configType'],
      create: () => ({ configName: 'Banner', configKey: `site.banner.${uniq()}`, configValue: 'Hi' }),
      createBad: [{ configName: 'x', configKey: 'bad key!', configValue: 'v' }, 'configKey'],
      update: (id) => ({ configId: id, configValue: 'v2' }),
      updateBad: [{ configId: 1, configValue: 'a\u0000b' }, 'configValue'],
      fixture: fx.config,
    }),
    [`DELETE ${P}${configs.path}/refreshCache`]: {
      perm: `${configs.perm}:remove`,
      ok: () => ({ method: 'DELETE', url: `${configs.path}/refreshCache` }),
      check: okCode,
      bad: null,
    },

    // ---------- users, roles ----------
    ...crud(users.path, users.perm, 'users', {
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
      bad: async () => [
        json('PUT', '/system/user/resetPwd', { userId: await fx.user(), password: 'short' }),
        'password',
      ],
    },
    ...crud(roles.path, roles.perm, 'roles', {
      listBad: ['roleKey=%3Bdrop', 'roleKey'],
      create: () => ({ roleKey: `r_${uniq()}`, roleName: 'New role' }),
      createBad: [{ roleKey: 'r', roleName: 'R', permissions: ['drop table'] }, 'permissions'],
      update: (id) => ({ roleId: id, roleName: 'Renamed' }),
      updateBad: [{ roleId: 0 }, 'roleId'],
      fixture: fx.role,
    }),
    [`GET ${P}/system/role/menuTree`]: {
      perm: 'system:role:list',
      ok: () => get('/system/role/menuTree'),
      check: (r) => {
        const nodes = r.json().data as { menuType: string; perms: string }[];
        expect(nodes.some((n) => n.menuType === 'F' && n.perms === 'system:role:edit')).toBe(true);
      },
      bad: null,
    },
    [`GET ${P}/system/permission/list`]: {
      perm: 'system:role:list',
      ok: () => get('/system/permission/list'),
      check: (r) => expect(r.json().data.length).toBeGreaterThan(40),
      bad: null,
    },

    // ---------- site content ----------
    ...crud(brands.path, brands.perm, 'brands', {
      listBad: ['status=9', 'status'],
      create: () => ({ name: `Acme ${uniq()}` }),
      createBad: [{ name: 42 }, 'name'],
      update: (id) => ({ brandId: id, description: 'Updated' }),
      updateBad: [{ description: 'no id' }, 'brandId'],
      fixture: fx.brand,
    }),
    ...crud(models.path, models.perm, 'printer_models', {
      listBad: ['brandId=x', 'brandId'],
      create: () => ({ brandId: 1, name: `ZX-${uniq()}`, connections: ['usb'] }),
      createBad: [{ brandId: 1, name: 'ZX', connections: ['serial'] }, 'connections'],
      update: (id) => ({ modelId: id, btSerialPrefixes: ['Q999'] }),
      updateBad: [{ modelId: 1, btSerialPrefixes: ['q 1'] }, 'btSerialPrefixes'],
      fixture: fx.model,
    }),
    // `add` alone adds hidden drivers and `remove` alone deletes them; publishing into any slot, or withdrawing a
    // published one, needs site:driver:edit (effect-permissions.test.ts).
    ...crud(drivers.path, drivers.perm, 'drivers', {
      listBad: ['os=amiga', 'os'],
      create: async () => ({
        modelId: await fx.model(),
        title: 'New driver',
        os: 'linux',
        version: '2.0',
        releaseDate: '2025-05-01',
        fileName: 'resources/demo/drivers/d520bt-windows-1.2.2.zip',
        status: '1',
      }),
      createBad: [
        {
          modelId: 1,
          title: 'T',
          os: 'linux',
          version: '1',
          releaseDate: '2025-01-01',
          fileName: '../../etc/passwd',
          status: '1',
        },
        'fileName',
      ],
      update: (id) => ({ driverId: id, version: '2.1' }),
      updateBad: [{ driverId: 1, releaseDate: '2025-02-30' }, 'releaseDate'],
      fixture: () => fx.driver(),
      removeFixture: () => fx.driver('1'),
    }),
    ...crud(releases.path, releases.perm, 'driver_releases', {
      listBad: ['driverId=abc', 'driverId'],
      // Hidden: publishing a release needs site:driver:edit as well as add.
      create: () => ({
        driverId: 1,
        version: `3.${uniq()}`,
        releaseDate: '2025-06-01',
        fileName: 'resources/demo/drivers/d520bt-windows-1.2.2.zip',
        notes: { 'en-us': 'Hidden matrix release' },
        status: '1',
      }),
      createBad: [
        { driverId: 1, version: '1', releaseDate: '2025-01-01', fileName: 'x.zip', notes: { 'en-us': '' } },
        'notes',
      ],
      update: (id) => ({ releaseId: id, releaseDate: '2025-07-01' }),
      updateBad: [{ releaseId: 1, version: 'a b' }, 'version'],
      fixture: () => fx.release(),
      removeFixture: () => fx.release('1'),
    }),
    ...crud(compat.path, compat.perm, 'compat_cells', {
      listBad: ['system=beos', 'system'],
      create: async () => ({
        modelId: await fx.model(),
        system: 'android',
        cpu: 'any',
        component: 'app',
        support: 'expected',
        note: { 'en-us': 'Matrix' },
      }),
      createBad: [{ modelId: 1, system: 'ios', cpu: 'arm', component: 'app', support: 'expected' }, 'cpu'],
      update: (id) => ({ cellId: id, support: 'unsupported' }),
      updateBad: [{ cellId: 1, support: 'maybe' }, 'support'],
      fixture: () => fx.compat(),
    }),
    ...crud(manuals.path, manuals.perm, 'manuals', {
      listBad: ['modelId=-1', 'modelId'],
      create: async () => ({
        modelId: await fx.model(),
        title: 'Quick start',
        version: '1.1',
        releaseDate: '2025-03-01',
        fileName: 'resources/demo/manuals/d520bt-user-manual.pdf',
        status: '1',
      }),
      createBad: [
        {
          modelId: 1,
          title: 'T',
          version: '1',
          releaseDate: '2025-01-01',
          fileName: 'resources/manuals/none.pdf',
          status: '1',
        },
        'fileName',
      ],
      update: (id) => ({ manualId: id, description: 'Updated' }),
      updateBad: [{ manualId: 1, version: '1; rm -rf /' }, 'version'],
      fixture: () => fx.manual(),
      removeFixture: () => fx.manual('1'),
    }),
    ...crud(chart.path, chart.perm, 'chart_rows', {
      listBad: [`printerModel=${encodeURIComponent('<script>')}`, 'printerModel'],
      create: () => ({ printerModel: `ZX-${uniq()}`, driverWindows: true }),
      createBad: [{ printerModel: 'ZX', driverWindows: 'yes' }, 'driverWindows'],
      update: (id) => ({ chartId: id, firmwareVersion: 'V2.0.1' }),
      updateBad: [{ chartId: 1, sort: 'first' }, 'sort'],
      fixture: fx.chart,
    }),
    ...crud(links.path, links.perm, 'download_links', {
      listBad: ['key=a%20b', 'key'],
      create: () => ({ key: `Key_${uniq()}`, url: 'https://example.com/setup.exe' }),
      createBad: [{ key: 'K', url: 'javascript:alert(1)' }, 'url'],
      update: (id) => ({ linkId: id, label: 'Windows (64-bit)' }),
      updateBad: [{ linkId: 1, sha256: 'xyz' }, 'sha256'],
      fixture: fx.link,
      // every link is live in dataConfig.json: adding or deleting one changes the installers visitors get
      createAlsoNeeds: ['site:driver:edit'],
      removeAlsoNeeds: ['site:driver:edit'],
    }),
    [`GET ${P}/system/menu/list`]: {
      perm: 'system:menu:list',
      ok: () => get('/system/menu/list'),
      check: (r) => expect(r.json().data.length).toBeGreaterThan(0),
      bad: () => [get('/system/menu/list?visible=maybe'), 'visible'],
    },
    [`GET ${P}/system/menu/:menuId`]: {
      perm: 'system:menu:query',
      table: 'menus',
      ok: async () => get(`/system/menu/${await fx.menu()}`),
      check: (r) => expect(r.json().data.menuId).toBeGreaterThan(0),
      bad: () => [get('/system/menu/abc'), 'menuId'],
    },
    [`POST ${P}/system/menu`]: {
      perm: 'system:menu:add',
      table: 'menus',
      ok: () =>
        json('POST', '/system/menu', { parentId: 0, menuName: `Menu ${uniq()}`, menuType: 'M', path: `m-${uniq()}` }),
      check: okCode,
      bad: () => [json('POST', '/system/menu', { parentId: 0, menuName: 'X', menuType: 'X', path: 'x' }), 'menuType'],
    },
    [`PUT ${P}/system/menu`]: {
      perm: 'system:menu:edit',
      table: 'menus',
      ok: async () => json('PUT', '/system/menu', { menuId: await fx.menu(), sort: 3 }),
      check: okCode,
      bad: async () => [json('PUT', '/system/menu', { menuId: await fx.menu(), perms: 'nope' }), 'perms'],
    },
    [`DELETE ${P}/system/menu/:menuId`]: {
      perm: 'system:menu:remove',
      table: 'menus',
      ok: async () => ({ method: 'DELETE', url: `/system/menu/${await fx.menu()}` }),
      check: okCode,
      bad: () => [{ method: 'DELETE', url: '/system/menu/1;2' }, 'menuId'],
    },
    [`GET ${P}/site/contact/list`]: {
      perm: 'site:contact:list',
      ok: () => get('/site/contact/list?unhandledOnly=true'),
      check: okCode,
      bad: () => [get('/site/contact/list?role=hacker'), 'role'],
    },
    [`GET ${P}/site/contact/:id`]: {
      perm: 'site:contact:query',
      table: 'contact_messages',
      ok: async () => get(`/site/contact/${await fx.contact()}`),
      check: (r) => expect(r.json().data.status).toBe('read'),
      bad: () => [get('/site/contact/1.5'), 'id'],
    },
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
      ok: () => ({
        method: 'POST',
        url: '/public/vitals',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          entries: [
            {
              metric: 'LCP',
              value: 1234.5,
              rating: 'good',
              path: '/printers',
              locale: 'de-de',
              navigationType: 'navigate',
              device: 'desktop',
            },
          ],
        }),
      }),
      check: (r) => expect(r.json().data).toEqual({ stored: 1 }),
      bad: () => [
        json('POST', '/public/vitals', {
          entries: [
            {
              metric: 'FID',
              value: 12,
              rating: 'good',
              path: '/',
              locale: 'en-us',
              navigationType: 'navigate',
              device: 'mobile',
            },
          ],
        }),
        'entries.0.metric',
      ],
    },
    [`GET ${P}/monitor/vitals/summary`]: {
      perm: 'monitor:vitals:list',
      ok: () => get('/monitor/vitals/summary?days=28'),
      check: (r) => expect(r.json().data).toMatchObject({ days: 28, metrics: { LCP: { rows: expect.any(Array) } } }),
      bad: () => [get('/monitor/vitals/summary?days=30'), 'days'],
    },
    [`POST ${P}/public/doctor/outcomes`]: {
      perm: null,
      table: 'doctor_outcomes',
      ok: () =>
        json('POST', '/public/doctor/outcomes', {
          symptom: 'blank',
          model: 'd520',
          os: 'mac',
          outcome: 'solved',
          step: 2,
        }),
      check: (r) => expect(r.json().data).toEqual({ stored: 1 }),
      bad: () => [
        json('POST', '/public/doctor/outcomes', {
          symptom: 'blank',
          model: null,
          os: 'beos',
          outcome: 'started',
          step: null,
        }),
        'os',
      ],
    },
    [`GET ${P}/monitor/doctor/summary`]: {
      perm: 'monitor:doctor:list',
      ok: () => get('/monitor/doctor/summary?days=28'),
      check: (r) => expect(r.json().data).toMatchObject({ days: 28, rows: expect.any(Array) }),
      bad: () => [get('/monitor/doctor/summary?days=30'), 'days'],
    },
    [`DELETE ${P}/site/contact/:ids`]: {
      perm: 'site:contact:remove',
      table: 'contact_messages',
      ok: async () => ({ method: 'DELETE', url: `/site/contact/${await fx.contact()}` }),
      check: okCode,
      bad: () => [{ method: 'DELETE', url: '/site/contact/abc' }, 'ids'],
    },
    [`POST ${P}/site/contact/bulkDelete`]: {
      perm: 'site:contact:remove',
      table: 'contact_messages',
      ok: async () => {
        await fx.contact();
        const now = Date.now();
        return json('POST', '/site/contact/bulkDelete', {
          receivedFrom: new Date(now - 60_000).toISOString(),
          receivedTo: new Date(now + 60_000).toISOString(),
          email: 'ann@example.com',
        });
      },
      check: (r) => expect(r.json().data.removed).toBeGreaterThan(0),
      bad: () => [
        json('POST', '/site/contact/bulkDelete', { receivedFrom: 'yesterday', receivedTo: 'now' }),
        'receivedFrom',
      ],
    },
  };
}
