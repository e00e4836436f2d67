import { describe, expect, it } from 'vitest';
import { ENGINES, login, type TestApp, operatorSuite } from './helpers.js';

describe.each(ENGINES)('admin endpoints on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));

  it('brands: CRUD, duplicate names 409, public cache invalidated on write', async () => {
    const before = (await call('GET', '/public/brands')).json().total;
    const created = await call('POST', '/site/brand', admin, { name: 'Acme Labels', website: 'https://acme.example' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.brandId;
    expect((await call('GET', '/public/brands')).json().total).toBe(before + 1);
    expect((await call('GET', `/site/brand/${id}`, admin)).json().data).toMatchObject({
      name: 'Acme Labels',
      slug: 'acmelabels',
    });
    const dup = await call('POST', '/site/brand', admin, { name: 'Acme Labels', slug: 'acme-2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toContain('name');
    expect((await call('PUT', '/site/brand', admin, { brandId: id, status: '1' })).statusCode).toBe(200);
    expect((await call('GET', '/public/brands')).json().total).toBe(before);
    const list = (await call('GET', '/site/brand/list?name=acme', admin)).json();
    expect(list.total).toBe(1);
    expect((await call('DELETE', `/site/brand/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/site/brand/${id}`, admin)).statusCode).toBe(404);
    // a brand with models cannot be deleted
    const inUse = await call('DELETE', '/site/brand/1', admin);
    expect(inUse.statusCode).toBe(409);
  });

  it('brands: bad input names the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x', website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'x', status: '7' }, 'status'],
      [{ name: 'x', sort: 'many' }, 'sort'],
      [{ name: "x'; drop table brands; --" }, 'name'],
      [{ name: 'x', slug: '../etc' }, 'slug'],
    ];
    for (const [payload, field] of cases) {
      const r = await call('POST', '/site/brand', admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toContain(field);
    }
    const r = await call('PUT', '/site/brand', admin, { name: 'no id' });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toContain('brandId');
    expect((await call('DELETE', '/site/brand/1;2', admin)).statusCode).toBe(400);
  });

  it('models: create with brand reference, searchable at once', async () => {
    const bad = await call('POST', '/site/model', admin, { brandId: 99999, name: 'ZX-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('brandId');
    const r = await call('POST', '/site/model', admin, {
      brandId: 1,
      name: 'ZX-900-BT',
      connections: ['usb', 'bluetooth'],
      btSerialPrefixes: ['Q999'],
    });
    expect(r.statusCode, r.body).toBe(200);
    const found = (await call('GET', '/public/models?keyword=zx900')).json();
    expect(found.rows[0]).toMatchObject({ name: 'ZX-900-BT', btSerialPrefixes: ['Q999'] });
    const badConn = await call('PUT', '/site/model', admin, {
      modelId: r.json().data.modelId,
      connections: ['serial'],
    });
    expect(badConn.statusCode).toBe(400);
    expect(badConn.json().msg).toContain('connections');
    const badPrefix = await call('PUT', '/site/model', admin, {
      modelId: r.json().data.modelId,
      btSerialPrefixes: ['q 1'],
    });
    expect(badPrefix.json().msg).toContain('btSerialPrefixes');
  });

  it('drivers: editor may list and add hidden drafts but not edit or publish (site:driver:edit), admin may; anonymous 401', async () => {
    const m = (await call('GET', '/public/models?keyword=d550')).json().rows[0];
    const drivers = (await call('GET', `/site/driver/list?modelId=${m.modelId}`, editor)).json();
    expect(drivers.total).toBeGreaterThan(0);
    const d = drivers.rows.find((x: { os: string }) => x.os === 'windows');
    expect((await call('GET', `/site/driver/list`)).statusCode).toBe(401);
    const denied = await call('PUT', '/site/driver', editor, { driverId: d.driverId, title: 'Hacked' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 403 });
    expect(denied.json().msg).toContain('site:driver:edit');
    expect((await call('GET', `/site/driver/${d.driverId}`, editor)).json().data.title).not.toBe('Hacked');
    const ok = await call('PUT', '/site/driver', admin, {
      driverId: d.driverId,
      title: 'D550 Windows driver (signed)',
      version: '2.0.0',
      releaseDate: '2025-01-31',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const pub = (await call('GET', `/public/models/${m.modelId}/drivers?os=windows`)).json();
    expect(pub.rows[0]).toMatchObject({
      title: 'D550 Windows driver (signed)',
      version: '2.0.0',
      releaseDate: '2025-01-31',
    });
    const created = await call('POST', '/site/driver', editor, {
      modelId: m.modelId,
      title: 'D550 Linux driver',
      os: 'linux',
      version: '1.0.0',
      releaseDate: '2025-02-01',
      fileName: d.fileName,
      status: '1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const got = (await call('GET', `/site/driver/${created.json().data.driverId}`, editor)).json().data;
    expect(got).toMatchObject({ fileSize: d.fileSize, sha256: d.sha256 });
  });

  it('drivers: bad input (unknown os, bad date, traversal, unknown file)', async () => {
    const base = {
      modelId: 1,
      title: 'T',
      os: 'windows',
      version: '1.0',
      releaseDate: '2025-01-01',
      fileName: 'resources/demo/drivers/d520bt-windows-1.2.2.zip',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, os: 'amiga' }, 'os'],
      [{ ...base, releaseDate: '2025-02-30' }, 'releaseDate'],
      [{ ...base, releaseDate: 'yesterday' }, 'releaseDate'],
      [{ ...base, fileName: '../../etc/passwd' }, 'fileName'],
      [{ ...base, fileName: 'resources/drivers/none.zip' }, 'fileName'],
      [{ ...base, modelId: 0 }, 'modelId'],
      [{ ...base, modelId: 987654 }, 'modelId'],
      [{ ...base, version: '1.0; rm -rf' }, 'version'],
    ];
    for (const [payload, field] of cases) {
      const r = await call('POST', '/site/driver', admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toContain(field);
    }
  });

  it('manuals, chart rows and download links: CRUD with permissions', async () => {
    const man = await call('POST', '/site/manual', editor, {
      modelId: 1,
      title: 'Quick start',
      version: '1.1',
      releaseDate: '2025-03-01',
      fileName: 'resources/demo/manuals/d520bt-user-manual.pdf',
    });
    expect(man.statusCode, man.body).toBe(200);
    expect((await call('GET', '/public/models/1/manuals')).json().total).toBe(2);
    expect((await call('DELETE', `/site/manual/${man.json().data.manualId}`, editor)).statusCode).toBe(200);

    const chart = await call('POST', '/site/chart', admin, {
      printerModel: 'ZX-1',
      driverWindows: true,
      firmwareVersion: 'V1.0.1',
    });
    expect(chart.statusCode, chart.body).toBe(200);
    const badChart = await call('POST', '/site/chart', admin, { printerModel: 'ZX-1', driverWindows: 'yes' });
    expect(badChart.statusCode).toBe(400);
    expect(badChart.json().msg).toContain('driverWindows');
    expect((await call('GET', '/public/chart?pageSize=50')).json().total).toBe(32);

    const links = (await call('GET', '/site/link/list', admin)).json();
    const win64 = links.rows.find((l: { key: string }) => l.key === 'LabelwiseSetup_Win64');
    const upd = await call('PUT', '/site/link', admin, {
      linkId: win64.linkId,
      url: 'https://downloads.example.com/LabelwiseSetup_Win64_3.11.0.exe',
      version: '3.11.0',
    });
    expect(upd.statusCode).toBe(200);
    const dc = (await call('GET', '/resources/dataConfig.json')).json();
    expect(dc.LabelwiseSetup_Win64).toBe('https://downloads.example.com/LabelwiseSetup_Win64_3.11.0.exe');
    const badLink = await call('POST', '/site/link', admin, { key: 'x y', url: 'https://x' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().msg).toContain('key');
    // a role without site:link:edit
    const anon = await call('PUT', '/site/link', undefined, { linkId: win64.linkId, url: 'https://evil.example' });
    expect(anon.statusCode).toBe(401);
  });

  it('contact messages: list, read (marks read), mark handled, delete', async () => {
    const sent = await call('POST', '/contact', undefined, {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
      role: 'driver_user',
      os: 'windows',
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.id;
    const list = (await call('GET', '/site/contact/list?status=new', editor)).json();
    expect(list.rows.some((r: { contactId: number }) => r.contactId === id)).toBe(true);
    const read = (await call('GET', `/site/contact/${id}`, editor)).json().data;
    expect(read.status).toBe('read');
    expect(read.readAt).toBeTruthy();
    const handled = await call('PUT', `/site/contact/${id}/handled`, editor, {});
    expect(handled.json().data.status).toBe('handled');
    expect(
      (await call('GET', '/site/contact/list?unhandledOnly=true', editor))
        .json()
        .rows.some((r: { contactId: number }) => r.contactId === id),
    ).toBe(false);
    expect((await call('GET', '/site/contact/list?status=spam', editor)).statusCode).toBe(400);
    // Operators look a sender up by address: '@' and '+' are part of the filter, '<' is not.
    const byEmail = await call('GET', `/site/contact/list?email=${encodeURIComponent('@example.com')}`, editor);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().rows.length).toBeGreaterThan(0);
    expect(byEmail.json().rows.every((r: { email: string }) => r.email.endsWith('@example.com'))).toBe(true);
    expect((await call('GET', `/site/contact/list?email=${encodeURIComponent('a<b')}`, editor)).json().msg).toMatch(
      /^email: /,
    );
    expect((await call('GET', '/site/contact/list')).statusCode).toBe(401);
    expect((await call('DELETE', `/site/contact/${id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/site/contact/${id}`, editor)).statusCode).toBe(404);
  });

  it('users and roles: admin only; per-object protection of admins', async () => {
    expect((await call('GET', '/system/user/list', editor)).statusCode).toBe(403);
    expect((await call('GET', '/system/role/list', editor)).statusCode).toBe(403);
    const roles = (await call('GET', '/system/role/list', admin)).json().rows;
    const editorRole = roles.find((r: { roleKey: string }) => r.roleKey === 'editor');
    expect(editorRole.permissions).toContain('site:driver:list');
    expect(editorRole.permissions).not.toContain('site:driver:edit');
    const adminRole = roles.find((r: { roleKey: string }) => r.roleKey === 'admin');
    expect((await call('DELETE', `/system/role/${adminRole.roleId}`, admin)).statusCode).toBe(403);

    // a helpdesk role that may manage users (but not grant admin)
    const hr = await call('POST', '/system/role', admin, {
      roleKey: 'helpdesk',
      roleName: 'Helpdesk',
      permissions: [
        'system:user:list',
        'system:user:query',
        'system:user:edit',
        'system:user:add',
        'system:user:remove',
        'system:user:resetPwd',
        'site:contact:list',
      ],
    });
    expect(hr.statusCode, hr.body).toBe(200);
    const helpdeskRoleId = hr.json().data.roleId;
    const hu = await call('POST', '/system/user', admin, {
      userName: 'help1',
      nickName: 'Help',
      password: 'helpdesk-pass-1',
      roleIds: [helpdeskRoleId],
    });
    expect(hu.statusCode, hu.body).toBe(200);
    const help = await login(t.app, 'help1', 'helpdesk-pass-1');
    const users = (await call('GET', '/system/user/list', help)).json().rows;
    const adminUser = users.find((u: { userName: string }) => u.userName === 'admin');
    expect(adminUser.roles).toEqual(['admin']);
    expect((await call('PUT', '/system/user', help, { userId: adminUser.userId, status: '1' })).statusCode).toBe(403);
    expect(
      (await call('PUT', '/system/user/resetPwd', help, { userId: adminUser.userId, password: 'taken-over-123' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/system/user/${adminUser.userId}`, help)).statusCode).toBe(403);
    const grantAdmin = await call('POST', '/system/user', help, {
      userName: 'sneaky',
      nickName: 'S',
      password: 'sneaky-pass-1',
      roleIds: [adminRole.roleId],
    });
    expect(grantAdmin.statusCode).toBe(403);
    const grantEditor = await call('POST', '/system/user', help, {
      userName: 'sneaky2',
      nickName: 'S',
      password: 'sneaky-pass-1',
      roleIds: [editorRole.roleId],
    });
    expect(grantEditor.statusCode).toBe(403);
    expect(grantEditor.json().msg).toContain('cannot grant');
    expect((await call('POST', '/system/role', help, { roleKey: 'x', roleName: 'x' })).statusCode).toBe(403);
    // own account
    const me = users.find((u: { userName: string }) => u.userName === 'help1');
    expect((await call('DELETE', `/system/user/${me.userId}`, help)).statusCode).toBe(409);
    // admin disables help1: its sessions are revoked
    expect((await call('PUT', '/system/user', admin, { userId: me.userId, status: '1' })).statusCode).toBe(200);
    expect((await call('GET', '/getInfo', help)).statusCode).toBe(401);
    // bad input
    const bad = await call('POST', '/system/user', admin, { userName: 'x y', nickName: 'n', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('userName');
    const badPerm = await call('POST', '/system/role', admin, {
      roleKey: 'r2',
      roleName: 'R2',
      permissions: ['drop table'],
    });
    expect(badPerm.json().msg).toContain('permissions');
    expect((await call('GET', '/system/permission/list', admin)).json().data.length).toBeGreaterThan(40);
  });

  it('dictionary data: list, get, by type, add, edit, delete', async () => {
    expect((await call('GET', '/system/dict/data/list?dictType=site_driver_os')).statusCode).toBe(401);
    const list = (await call('GET', '/system/dict/data/list?dictType=site_driver_os', editor)).json();
    expect(list.total).toBe(3);
    const one = (await call('GET', `/system/dict/data/${list.rows[0].dictCode}`, editor)).json().data;
    expect(one).toMatchObject({
      dictType: 'site_driver_os',
      dictLabel: expect.any(String),
      dictValue: expect.any(String),
      listClass: expect.any(String),
    });
    expect(
      (
        await call('POST', '/system/dict/data', editor, {
          dictType: 'site_driver_os',
          dictLabel: 'BSD',
          dictValue: 'bsd',
        })
      ).statusCode,
    ).toBe(403);
    const created = await call('POST', '/system/dict/data', admin, {
      dictType: 'site_driver_os',
      dictLabel: 'ChromeOS',
      dictValue: 'chromeos',
      listClass: 'info',
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json().data.dictCode;
    expect((await call('GET', '/system/dict/data/type/site_driver_os')).json().data).toHaveLength(4);
    expect((await call('PUT', '/system/dict/data', admin, { dictCode: code, status: '1' })).statusCode).toBe(200);
    expect((await call('GET', '/system/dict/data/type/site_driver_os')).json().data).toHaveLength(3);
    expect((await call('DELETE', `/system/dict/data/${code}`, admin)).statusCode).toBe(200);
    const bad = await call('POST', '/system/dict/data', admin, { dictType: 'no_such', dictLabel: 'x', dictValue: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('dictType');
    const badClass = await call('POST', '/system/dict/data', admin, {
      dictType: 'site_driver_os',
      dictLabel: 'x',
      dictValue: 'x',
      listClass: 'rainbow',
    });
    expect(badClass.json().msg).toContain('listClass');
    const dupe = await call('POST', '/system/dict/data', admin, {
      dictType: 'site_driver_os',
      dictLabel: 'Win again',
      dictValue: 'windows',
    });
    expect(dupe.statusCode).toBe(409);
    const types = (await call('GET', '/system/dict/type/list', editor)).json();
    expect(types.total).toBeGreaterThanOrEqual(6);
  });

  it('config: every call including refreshCache', async () => {
    expect((await call('GET', '/system/config/list', editor)).statusCode).toBe(403);
    const list = (await call('GET', '/system/config/list?pageSize=50', admin)).json();
    expect(list.rows.map((r: { configKey: string }) => r.configKey)).toContain('sys.account.captchaEnabled');
    const created = await call('POST', '/system/config', admin, {
      configName: 'Banner',
      configKey: 'site.banner.text',
      configValue: 'Hello',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.configId;
    expect((await call('GET', `/system/config/${id}`, admin)).json().data.configValue).toBe('Hello');
    expect((await call('GET', '/system/config/configKey/site.banner.text')).json().data).toBe('Hello');
    // change behind the cache's back, then refreshCache makes it visible
    await t.app.ctx.db.updateTable('configs').set({ config_value: 'Changed' }).where('id', '=', id).execute();
    expect((await call('GET', '/system/config/configKey/site.banner.text')).json().data).toBe('Hello');
    expect((await call('DELETE', '/system/config/refreshCache', editor)).statusCode).toBe(403);
    expect((await call('DELETE', '/system/config/refreshCache', admin)).statusCode).toBe(200);
    expect((await call('GET', '/system/config/configKey/site.banner.text')).json().data).toBe('Changed');
    expect((await call('PUT', '/system/config', admin, { configId: id, configValue: 'Again' })).statusCode).toBe(200);
    expect((await call('GET', '/system/config/configKey/site.banner.text')).json().data).toBe('Again');
    expect((await call('DELETE', `/system/config/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/system/config/configKey/site.banner.text')).statusCode).toBe(404);
    const builtin = list.rows.find((r: { configKey: string }) => r.configKey === 'sys.account.captchaEnabled');
    expect((await call('DELETE', `/system/config/${builtin.configId}`, admin)).statusCode).toBe(409);
    const bad = await call('POST', '/system/config', admin, {
      configName: 'x',
      configKey: 'bad key!',
      configValue: 'v',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('configKey');
    expect((await call('GET', '/system/config/abc', admin)).statusCode).toBe(400);
  });
});
