/**
 * Permissions by effect: what a request changes for visitors decides the permission it needs, not only the route.
 *   - A role without site:driver:edit (the seeded `editor`) cannot publish a driver by other means: not by adding a
 *     published driver (into a slot with one or without), not by deleting the published one and adding again (in
 *     either order), not by deleting the model; it can add hidden drafts and delete them.
 *   - Installer uploads (exe pkg deb gz zip) need site:driver:edit; documents and images stay with
 *     common:file:upload. A manual cannot point at an installer without site:driver:edit.
 *   - The same rule for manuals (site:manual:edit) and download links (site:link:edit).
 *   - Role managers add and remove only permissions they hold: role-managers.test.ts.
 * Every refusal is a 403 `{code, msg}` naming the field and the permission, and leaves the tables unchanged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorPermissionCodes } from '../src/db/seed.js';
import { makeExeStub, makePdf, makeZip } from '../src/lib/files.js';
import { ENGINES, tokenWith, type TestApp, uploadAs, caller, makeOperatorApp } from './helpers.js';
import { refusedBy } from './refusals.js';

/** One file of each installer type, with the right magic bytes (so only the permission can refuse them). */
const INSTALLERS: Array<[string, Buffer]> = [
  ['setup.exe', makeExeStub('effect test')],
  ['driver.zip', makeZip([{ name: 'README.txt', data: Buffer.from('driver') }])],
  ['driver.deb', Buffer.from('!<arch>\ndebian-binary   0           0     0     100644  4         `\n2.0\n')],
  ['driver.tar.gz', Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), crypto.randomBytes(64)])],
  ['driver.pkg', Buffer.concat([Buffer.from('xar!'), crypto.randomBytes(64)])],
];

interface DriverRow {
  driverId: number;
  modelId: number;
  os: string;
  fileName: string;
  status: string;
  title: string;
}

describe.each(ENGINES)('permissions by effect on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  /** The editor's permissions plus site:driver:edit and remove: what the editor lacks, and nothing more. */
  let publisher: string;
  /** A composed role that may add and delete drivers but not edit them: what the effect rules guard against. */
  let drafter: string;
  beforeAll(async () => {
    ({ t, admin, editor } = await makeOperatorApp(engine, {
      rateLimits: { upload: { max: 1000, timeWindow: 60_000 } },
    }));
    publisher = await tokenWith(t.app, [...editorPermissionCodes(), 'site:driver:edit', 'site:driver:remove']);
    drafter = await tokenWith(t.app, [...editorPermissionCodes(), 'site:driver:remove']);
  });
  afterAll(async () => t?.close());

  const call = caller(() => t);
  const upload = (token: string, filename: string, content: Buffer) => uploadAs(t.app, token, filename, content);
  const storedFiles = () => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name));
        else out.push(path.join(d, e.name));
      }
    };
    walk(t.filesDir);
    return out.sort();
  };
  const refused = refusedBy(() => t, { byEffect: true });
  const publicDrivers = async (modelId: number, os: string) =>
    (await call('GET', `/public/models/${modelId}/drivers?os=${os}`)).json().rows as Array<{
      title: string;
      fileName: string;
      sha256: string;
    }>;
  const driversOf = async (modelId: number) =>
    (await call('GET', `/site/driver/list?modelId=${modelId}&pageSize=50`, admin)).json().rows as DriverRow[];
  const modelByKeyword = async (keyword: string) =>
    (await call('GET', `/public/models?keyword=${keyword}`)).json().rows[0] as { modelId: number; name: string };
  let n = 0;
  const newModel = async (token = admin) => {
    const r = await call('POST', '/site/model', token, { brandId: 1, name: `EFF-${engine}-${++n}` });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.modelId as number;
  };
  const driverBody = (modelId: number, os: string, fileName: string, extra: Record<string, unknown> = {}) => ({
    modelId,
    title: `Driver ${++n}`,
    os,
    version: `9.${n}`,
    releaseDate: '2030-01-01',
    fileName,
    ...extra,
  });

  it('a role without site:driver:edit cannot replace a published driver: not by a second driver for the same model+os, not by delete and add', async () => {
    const m = await modelByKeyword('d550');
    const official = (await driversOf(m.modelId)).find((d) => d.os === 'windows' && d.status === '0')!;
    expect(official).toBeTruthy();
    const pubBefore = await publicDrivers(m.modelId, 'windows');
    const evilFile = (await driversOf((await modelByKeyword('pm241')).modelId)).find(
      (d) => d.os === 'windows',
    )!.fileName;

    // add (a newer one, listed first) then delete: the add is refused
    await refused(
      () => call('POST', '/site/driver', drafter, driverBody(m.modelId, 'windows', evilFile)),
      ['drivers'],
      'status',
      'site:driver:edit',
    );
    // delete then add: the delete is refused
    await refused(
      () => call('DELETE', `/site/driver/${official.driverId}`, drafter),
      ['drivers'],
      'driverId',
      'site:driver:edit',
    );
    // re-pointing the published driver at another file is an edit
    const repoint = await call('PUT', '/site/driver', drafter, { driverId: official.driverId, fileName: evilFile });
    expect(repoint.statusCode).toBe(403);
    expect(repoint.json().msg).toContain('site:driver:edit');
    // deleting the model would delete its drivers (cascade)
    await refused(
      () => call('DELETE', `/site/model/${m.modelId}`, drafter),
      ['printer_models', 'drivers', 'manuals'],
      'modelId',
      'site:driver:edit',
    );
    expect(await publicDrivers(m.modelId, 'windows')).toEqual(pubBefore);

    // a hidden draft for the same model+os changes nothing public; remove alone may delete it
    const draft = await call(
      'POST',
      '/site/driver',
      drafter,
      driverBody(m.modelId, 'windows', evilFile, { status: '1' }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await publicDrivers(m.modelId, 'windows')).toEqual(pubBefore);
    expect((await call('DELETE', `/site/driver/${draft.json().data.driverId}`, drafter)).statusCode).toBe(200);
  });

  it('the editor cannot publish a driver into an empty slot either, only add a hidden draft', async () => {
    const m = await modelByKeyword('d550');
    const oses = new Set((await driversOf(m.modelId)).filter((d) => d.status === '0').map((d) => d.os));
    const free = (['windows', 'macos', 'linux'] as const).find((os) => !oses.has(os))!;
    expect(free, 'the seed leaves D550 without a driver for one system').toBeTruthy();
    // the editor's own upload (a text file a visitor would run as a script) into the empty slot: refused
    const own = await upload(editor, 'install.sh.txt', Buffer.from('#!/bin/sh\necho installed\n'));
    expect(own.statusCode, own.body).toBe(200);
    await refused(
      () => call('POST', '/site/driver', editor, driverBody(m.modelId, free, own.json().fileName)),
      ['drivers'],
      'status',
      'site:driver:edit',
    );
    expect(await publicDrivers(m.modelId, free)).toEqual([]);
    const draft = await call(
      'POST',
      '/site/driver',
      editor,
      driverBody(m.modelId, free, own.json().fileName, { status: '1' }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await publicDrivers(m.modelId, free)).toEqual([]);
    // a model the editor creates itself is no different
    const fresh = await newModel(editor);
    await refused(
      () => call('POST', '/site/driver', editor, driverBody(fresh, 'windows', own.json().fileName)),
      ['drivers'],
      'status',
      'site:driver:edit',
    );
    // a model with a published driver (published by a publisher) cannot be deleted without site:driver:edit
    const existing = (await driversOf(m.modelId))[0]!.fileName;
    expect((await call('POST', '/site/driver', publisher, driverBody(fresh, 'windows', existing))).statusCode).toBe(
      200,
    );
    await refused(
      () => call('DELETE', `/site/model/${fresh}`, editor),
      ['printer_models', 'drivers'],
      'modelId',
      'site:driver:edit',
    );
    // ...nor renamed, moved to another brand, re-pathed or hidden
    for (const change of [{ name: 'Renamed' }, { brandId: 2 }, { guidePath: '/elsewhere' }, { status: '1' }]) {
      await refused(
        () => call('PUT', '/site/model', editor, { modelId: fresh, ...change }),
        ['printer_models'],
        Object.keys(change)[0]!,
        'site:driver:edit',
      );
    }
    // its other fields stay with site:model:edit, and a model without downloads can be deleted with remove alone
    expect(
      (await call('PUT', '/site/model', editor, { modelId: fresh, description: 'USB and Bluetooth' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/site/model/${await newModel(editor)}`, editor)).statusCode).toBe(200);
  });

  it('a look-alike model (same folded name or guide path) needs site:driver:edit', async () => {
    const pm = await modelByKeyword('pm241');
    for (const [field, body] of [
      ['name', { brandId: 2, name: 'PM 241 BT' }],
      ['guidePath', { brandId: 2, name: 'Travel label printer', guidePath: '/PM241' }],
    ] as const) {
      await refused(() => call('POST', '/site/model', editor, body), ['printer_models'], field, 'site:driver:edit');
    }
    // a hidden one shows nowhere, so it is a draft
    const hidden = await call('POST', '/site/model', editor, { brandId: 2, name: 'PM 241 BT', status: '1' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call('GET', '/public/models?keyword=pm241')).json().rows[0].modelId).toBe(pm.modelId);
  });

  it('installer uploads need site:driver:edit; documents and images stay with common:file:upload', async () => {
    for (const [name, content] of INSTALLERS) {
      const filesBefore = storedFiles();
      const msg = await refused(() => upload(editor, name, content), ['files'], 'file', 'site:driver:edit');
      expect(msg).toContain(`.${name.split('.').pop()}`);
      expect(storedFiles(), `${name} left a file behind`).toEqual(filesBefore);
    }
    // the permission is checked before the magic bytes: a fake installer gets the same 403
    await refused(
      () => upload(editor, 'fake.exe', Buffer.from('not a program')),
      ['files'],
      'file',
      'site:driver:edit',
    );
    const pdf = await upload(editor, 'guide.pdf', makePdf(['effect']));
    expect(pdf.statusCode, pdf.body).toBe(200);
    const png = await upload(
      editor,
      'logo.png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]),
    );
    expect(png.statusCode).toBe(200);
    for (const [name, content] of INSTALLERS) {
      const r = await upload(publisher, name, content);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(200);
    }
    // upload permission itself is still required
    expect((await upload(await tokenWith(t.app, ['site:driver:edit']), 'setup.exe', makeExeStub('x'))).statusCode).toBe(
      403,
    );
  });

  it('a holder of site:driver:edit can do all of it: upload an installer, publish it next to the official driver, delete the old one', async () => {
    const m = await modelByKeyword('pm241');
    const official = (await driversOf(m.modelId)).find((d) => d.os === 'windows' && d.status === '0')!;
    const up = await upload(publisher, 'PM241Setup.exe', makeExeStub('PM-241 2.0'));
    expect(up.statusCode, up.body).toBe(200);
    const added = await call(
      'POST',
      '/site/driver',
      publisher,
      driverBody(m.modelId, 'windows', up.json().fileName, { title: 'PM-241 signed 2.0' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('DELETE', `/site/driver/${official.driverId}`, publisher)).statusCode).toBe(200);
    const pub = await publicDrivers(m.modelId, 'windows');
    expect(pub.map((d) => d.title)).toEqual(['PM-241 signed 2.0']);
    expect(pub[0]!.sha256).toBe(up.json().sha256);
    // delete and re-add, and re-pointing, are all fine with the permission
    expect(
      (
        await call('PUT', '/site/driver', publisher, {
          driverId: added.json().data.driverId,
          fileName: official.fileName,
        })
      ).statusCode,
    ).toBe(200);
    // and a model with published drivers can be deleted (the publisher holds site:manual:edit too)
    const own = await newModel(publisher);
    expect(
      (await call('POST', '/site/driver', publisher, driverBody(own, 'linux', official.fileName))).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/site/model/${own}`, publisher)).statusCode).toBe(200);
    // role admin and *:*:* as well
    for (const token of [admin, await tokenWith(t.app, ['*:*:*'])]) {
      const r = await call('POST', '/site/driver', token, driverBody(m.modelId, 'windows', official.fileName));
      expect(r.statusCode, r.body).toBe(200);
      expect((await call('DELETE', `/site/driver/${r.json().data.driverId}`, token)).statusCode).toBe(200);
    }
  });

  it('manuals: no second published manual or deletion without site:manual:edit; no installer behind a manual without site:driver:edit', async () => {
    const manualAdder = await tokenWith(t.app, [
      'site:manual:list',
      'site:manual:query',
      'site:manual:add',
      'site:manual:remove',
    ]);
    const model1 = (await call('GET', '/site/manual/list?modelId=1', admin)).json().rows as Array<{
      manualId: number;
      fileName: string;
    }>;
    expect(model1.length).toBeGreaterThan(0);
    const body = (modelId: number, fileName: string, extra: Record<string, unknown> = {}) => ({
      modelId,
      title: `Manual ${++n}`,
      version: '2.0',
      releaseDate: '2030-01-01',
      fileName,
      ...extra,
    });
    const pdfName = model1[0]!.fileName;
    await refused(
      () => call('POST', '/site/manual', manualAdder, body(1, pdfName)),
      ['manuals'],
      'status',
      'site:manual:edit',
    );
    await refused(
      () => call('DELETE', `/site/manual/${model1[0]!.manualId}`, manualAdder),
      ['manuals'],
      'manualId',
      'site:manual:edit',
    );
    // not the first manual of a model either; hidden drafts and deleting them: fine
    const fresh = await newModel();
    await refused(
      () => call('POST', '/site/manual', manualAdder, body(fresh, pdfName)),
      ['manuals'],
      'status',
      'site:manual:edit',
    );
    expect((await call('POST', '/site/manual', admin, body(fresh, pdfName))).statusCode).toBe(200);
    const draft = await call('POST', '/site/manual', manualAdder, body(fresh, pdfName, { status: '1' }));
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await call('DELETE', `/site/manual/${draft.json().data.manualId}`, manualAdder)).statusCode).toBe(200);
    // model deletion cascades to manuals
    const modelRemover = await tokenWith(t.app, ['site:model:remove', 'site:driver:edit']);
    await refused(
      () => call('DELETE', `/site/model/${fresh}`, modelRemover),
      ['printer_models', 'manuals'],
      'modelId',
      'site:manual:edit',
    );

    // the editor holds site:manual:edit but not site:driver:edit: it cannot publish an installer as a manual
    const exe = (await upload(publisher, 'Manual.exe', makeExeStub('manual'))).json().fileName as string;
    const seededZip = (await driversOf(1))[0]!.fileName;
    await refused(
      () => call('POST', '/site/manual', editor, body(fresh, exe)),
      ['manuals'],
      'fileName',
      'site:driver:edit',
    );
    await refused(
      () => call('PUT', '/site/manual', editor, { manualId: model1[0]!.manualId, fileName: seededZip }),
      ['manuals'],
      'fileName',
      'site:driver:edit',
    );
    expect(
      (await call('PUT', '/site/manual', publisher, { manualId: model1[0]!.manualId, fileName: seededZip })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/site/manual', editor, { manualId: model1[0]!.manualId, fileName: pdfName })).statusCode,
    ).toBe(200);
  });

  it('download links: adding, re-pointing or deleting one needs site:driver:edit; its label needs site:link:edit', async () => {
    const links = (await call('GET', '/site/link/list?pageSize=50', admin)).json().rows as Array<{
      linkId: number;
      key: string;
      url: string;
    }>;
    const win64 = links.find((l) => l.key === 'LabelwiseSetup_Win64')!;
    const dcBefore = (await call('GET', '/resources/dataConfig.json')).json();
    // the editor holds site:link:* and may not re-point the installer or its checksum (nor rename the key)
    for (const [field, change] of [
      ['url', { url: 'https://evil.example/LabelwiseSetup_x64.exe' }],
      ['sha256', { sha256: 'b'.repeat(64) }],
      ['key', { key: 'LabelwiseSetup_Win64_old' }],
    ] as const) {
      await refused(
        () => call('PUT', '/site/link', editor, { linkId: win64.linkId, ...change }),
        ['download_links'],
        field,
        'site:driver:edit',
      );
    }
    await refused(
      () => call('DELETE', `/site/link/${win64.linkId}`, editor),
      ['download_links'],
      'linkId',
      'site:driver:edit',
    );
    await refused(
      () => call('POST', '/site/link', editor, { key: 'LabelwiseSetup_Linux', url: 'https://evil.example/x.deb' }),
      ['download_links'],
      'url',
      'site:driver:edit',
    );
    expect((await call('GET', '/resources/dataConfig.json')).json()).toEqual(dcBefore);
    // what is not the download itself stays with site:link:edit; sending the same URL back changes nothing
    const label = await call('PUT', '/site/link', editor, {
      linkId: win64.linkId,
      label: 'Windows 64-bit',
      url: win64.url,
    });
    expect(label.statusCode, label.body).toBe(200);
    // a holder of site:driver:edit may do all of it
    const created = await call('POST', '/site/link', publisher, {
      key: 'LabelwiseSetup_Linux',
      url: 'https://downloads.example.com/labelwise.deb',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('DELETE', `/site/link/${created.json().data.linkId}`, publisher)).statusCode).toBe(200);
  });
});
