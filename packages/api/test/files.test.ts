import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../src/lib/files.js';
import { startS3, type TestS3 } from '../scripts/s3-server.js';
import { ENGINES, P, bearer, count, login, makeApp, type TestApp, uploadAs } from './helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(200)]);

// Every engine with files on local disk, and PGlite with files in an S3 bucket (s3rver on loopback).
const SETUPS: Array<[string, (typeof ENGINES)[number], 'local' | 's3']> = [
  ...ENGINES.map((e) => [`${e}, local disk`, e, 'local'] as [string, (typeof ENGINES)[number], 'local']),
  ['pglite, S3', 'pglite', 's3'],
];

describe.each(SETUPS)('file endpoints on %s', (_name, engine, store) => {
  let s3: TestS3 | null = null;
  /** The bytes stored under a key, or null (from disk or from the bucket). */
  const stored = async (key: string): Promise<Buffer | null> => {
    const stream = await t.app.ctx.storage.read(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  /** Everything in the store (and, for S3, also the local directory, which must not gain uploads). */
  const everything = async () =>
    [...fs.readdirSync(t.filesDir, { recursive: true, encoding: 'utf8' }), ...(s3 ? await s3.keys() : [])].sort();
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    if (store === 's3') s3 = await startS3();
    t = await makeApp(engine, {
      ...(s3 ? { storage: s3.config } : {}),
      uploadMaxBytes: 64 * 1024,
      rateLimits: { upload: { max: 1000, timeWindow: 60_000 }, login: { max: 500, timeWindow: 60_000 } },
    });
    admin = await login(t.app, 'admin', 'admin123');
    editor = await login(t.app, 'editor', 'editor123');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = (token: string | undefined, filename: string, content: Buffer, field?: string) =>
    uploadAs(t.app, token, filename, content, field);

  it('stores an upload under a server-generated name with size and sha256', async () => {
    const pdf = makePdf(['hello']);
    const r = await upload(editor, '../../evil name.pdf', pdf);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b.code).toBe(200);
    expect(b.fileName).toMatch(/^upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(b.data).toMatchObject({
      size: pdf.length,
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
      originalName: 'evil name.pdf',
    });
    expect(await stored(b.fileName)).toEqual(pdf);
    expect(fs.existsSync(path.join(t.filesDir, b.fileName))).toBe(store === 'local');
    // The uploader downloads it; visitors only once published content references it (file-audience.test.ts).
    const dl = await t.app.inject({ method: 'GET', url: b.url, headers: bearer(editor) });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload).toEqual(pdf);
    expect(dl.headers['content-type']).toBe('application/pdf');
    const png = await upload(editor, 'logo.PNG', PNG);
    expect(png.statusCode).toBe(200);
    const txt = await upload(editor, 'notes.txt', Buffer.from('plain text ✓\n'));
    expect(txt.statusCode).toBe(200);
  });

  it('rejects wrong extension, wrong magic bytes, empty, oversize and missing file, leaving no file behind', async () => {
    const files = await count(t.app, 'files');
    const before = await everything();
    const cases: Array<[string, Buffer, number, string]> = [
      ['script.js', Buffer.from('alert(1)'), 400, 'extension'],
      ['shell.php', Buffer.from('<?php'), 400, 'extension'],
      ['noext', Buffer.from('x'), 400, 'extension'],
      ['fake.pdf', Buffer.from('<html>not a pdf</html>'), 400, 'does not match'],
      ['fake.png', Buffer.from('GIF89a....'), 400, 'does not match'],
      ['fake.txt', Buffer.from([0x00, 0x01, 0x02]), 400, 'does not match'],
      ['empty.pdf', Buffer.alloc(0), 400, 'empty'],
      ['big.pdf', Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(70 * 1024)]), 413, 'file'],
      ['late.pdf', Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(20 * 1024)]), 400, 'does not match'],
    ];
    for (const [name, content, status, text] of cases) {
      const r = await upload(editor, name, content);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(status);
      expect(r.json().msg).toContain(text);
      expect(r.json().msg).toMatch(/^file/);
    }
    const wrongField = await upload(editor, 'a.pdf', makePdf(['x']), 'document');
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `${P}/common/upload`,
      headers: bearer(editor),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().msg).toContain('file');
    expect(await count(t.app, 'files')).toBe(files);
    expect(await everything()).toEqual(before);
  });

  it('requires a token with common:file:upload', async () => {
    expect((await upload(undefined, 'a.pdf', makePdf(['x']))).statusCode).toBe(401);
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/system/role`,
      headers: bearer(admin),
      payload: { roleKey: 'reader', roleName: 'Reader', permissions: ['site:brand:list'] },
    });
    const u = await t.app.inject({
      method: 'POST',
      url: `${P}/system/user`,
      headers: bearer(admin),
      payload: { userName: 'reader1', nickName: 'R', password: 'reader-pass-1', roleIds: [r.json().data.roleId] },
    });
    expect(u.statusCode).toBe(200);
    const reader = await login(t.app, 'reader1', 'reader-pass-1');
    expect((await upload(reader, 'a.pdf', makePdf(['x']))).statusCode).toBe(403);
  });

  it('installer types (exe pkg deb gz zip) need site:driver:edit besides common:file:upload', async () => {
    const files = await count(t.app, 'files');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('stub')]);
    for (const [name, content] of [
      ['setup.exe', exe],
      ['pkg.zip', Buffer.from('PK\x03\x04rest')],
      ['x.gz', Buffer.from([0x1f, 0x8b, 0x08])],
    ] as const) {
      const r = await upload(editor, name, content);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(403);
      expect(r.json()).toEqual({
        code: 403,
        msg: expect.stringMatching(/^file: .*site:driver:edit$/),
        data: {
          reason: 'installerUpload',
          field: 'file',
          params: { ext: name.split('.').at(-1), effect: 'installerFile', permission: 'site:driver:edit' },
        },
      });
    }
    expect(await count(t.app, 'files')).toBe(files);
    const ok = await upload(admin, 'setup.exe', exe);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().fileName).toMatch(/\.exe$/);
  });

  it('download?fileName= needs a token; delete=true needs common:file:remove and removes the file', async () => {
    const up = (await upload(editor, 'tmp.pdf', makePdf(['tmp']))).json();
    const url = `${P}/common/download?fileName=${encodeURIComponent(up.fileName)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url, headers: bearer(editor) });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.length).toBe(up.data.size);
    expect((await t.app.inject({ method: 'GET', url: `${url}&delete=true`, headers: bearer(editor) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `${url}&delete=maybe`, headers: bearer(admin) })).statusCode).toBe(
      400,
    );
    const del = await t.app.inject({ method: 'GET', url: `${url}&delete=true`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    // Removed once the bytes have gone out, after the answer: on a busy machine that can take more than a moment.
    await expect.poll(() => stored(up.fileName), { timeout: 5_000 }).toBeNull();
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(404);
    // files used by drivers cannot be deleted
    const inUse = await t.app.inject({
      method: 'GET',
      url: `${P}/common/download?fileName=resources/demo/drivers/d520bt-windows-1.2.2.zip&delete=true`,
      headers: bearer(admin),
    });
    expect(inUse.statusCode).toBe(409);
  });

  it.each([
    '../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '/etc/passwd',
    'resources/../../../etc/passwd',
    'resources\\..\\..\\secret',
    'resources/drivers/%00.zip',
    './resources/demo/drivers/d520bt-windows-1.2.2.zip',
    'resources/drivers/..',
    '....//....//etc/passwd',
  ])('resource download is immune to path traversal: %s', async (res) => {
    for (const url of [`${P}/common/download/resource?resource=${res}`, `${P}/common/download?fileName=${res}`]) {
      const r = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.body).not.toContain('root:');
    }
  });

  it('System → Uploaded files lists an upload with its uploader; deletes it unless a link uses it', async () => {
    const pdf = makePdf(['listed']);
    const up = (await upload(editor, 'Listed manual.pdf', pdf)).json<{ fileName: string; url: string }>();
    const list = await t.app.inject({
      method: 'GET',
      url: `${P}/system/file/list?originalName=Listed manual`,
      headers: bearer(admin),
    });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json<{ rows: { fileId: number; fileName: string }[] }>().rows;
    expect(row).toMatchObject({ fileName: up.fileName, size: pdf.length, ext: 'pdf', uploadedBy: 'editor' });
    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `${P}/system/file/${id}`, headers: bearer(admin) });

    // A download link that points at it keeps it (no foreign key says so: the link is text): the refusal names the
    // reason, and the bytes stay.
    const link = await t.app.ctx.db
      .insertInto('download_links')
      .values({ link_key: 'Uses_The_Upload', url: up.url, label: 'Upload', version: '1', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await remove(row!.fileId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().data).toMatchObject({ reason: 'inUse', field: 'fileName' });
    expect(await stored(up.fileName)).toEqual(pdf);

    await t.app.ctx.db.deleteFrom('download_links').where('id', '=', link.id).execute();
    expect((await remove(row!.fileId)).statusCode).toBe(200);
    expect(await stored(up.fileName)).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: `${P}/system/file/${row!.fileId}`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
  });

  it('resource download: unknown files 404, missing parameter 400, ETag revalidation', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${P}/common/download/resource?resource=resources/drivers/nope.zip` }))
        .statusCode,
    ).toBe(404);
    const miss = await t.app.inject({ method: 'GET', url: `${P}/common/download/resource` });
    expect(miss.statusCode).toBe(400);
    expect(miss.json().msg).toContain('resource');
    const url = `${P}/common/download/resource?resource=resources/demo/manuals/d520bt-user-manual.pdf`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
