/**
 * Files in an S3-compatible object store: a real S3 protocol server (s3rver) on loopback, started here.
 * Uploads stream through the same checks as on local disk and leave nothing behind when refused; downloads stream
 * from the store or redirect to a signed URL; the recorded SHA-256 matches what comes back.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../scripts/s3-server.js';
import { makePdf } from '../src/lib/files.js';
import { P, bearer, count, login, makeApp, uploadAs, setConfig, type TestApp } from './helpers.js';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('file storage on S3 (s3rver on loopback)', () => {
  let s3: TestS3;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    s3 = await startS3();
    t = await makeApp('pglite', {
      storage: s3.config,
      uploadMaxBytes: 20 * 1024 * 1024,
      rateLimits: { upload: { max: 1000, timeWindow: 60_000 }, login: { max: 500, timeWindow: 60_000 } },
    });
    await setConfig(t.app, 'sys.upload.maxSizeMb', '20');
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close().catch(() => undefined); // the last test closes it already
  });

  const upload = (filename: string, content: Buffer) => uploadAs(t.app, admin, filename, content);

  it('the seeded drivers and manuals were copied into the bucket and download from it', async () => {
    const keys = await s3.keys();
    expect(keys).toContain('resources/demo/manuals/d520bt-user-manual.pdf');
    const r = await t.app.inject({
      method: 'GET',
      url: `${P}/common/download/resource?resource=resources/demo/manuals/d520bt-user-manual.pdf`,
    });
    expect(r.statusCode).toBe(200);
    expect(sha(r.rawPayload)).toBe(r.headers['x-checksum-sha256']);
  });

  it('a 12 MB driver (a multipart upload) goes in and comes back with the recorded SHA-256', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(12 * 1024 * 1024)]);
    const r = await upload('driver.zip', zip);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b.data).toMatchObject({ size: zip.length, sha256: sha(zip) });
    expect(await s3.keys()).toContain(b.fileName);
    // Attached to nothing yet: only an operator may download it.
    expect((await t.app.inject({ method: 'GET', url: b.url })).statusCode).toBe(404);
    const dl = await t.app.inject({ method: 'GET', url: b.url, headers: bearer(admin) });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-length']).toBe(String(zip.length));
    expect(sha(dl.rawPayload)).toBe(sha(zip));
  });

  it('refused uploads (wrong magic bytes, over the limit, empty) leave no object and no row', async () => {
    const before = { keys: (await s3.keys()).sort(), rows: await count(t.app, 'files') };
    const cases: Array<[string, Buffer, number, string, string]> = [
      ['fake.pdf', Buffer.from('<html>not a pdf</html>'), 400, 'does not match', 'fileTypeMismatch'],
      // Wrong type found after a whole first chunk was received: still nothing sent on.
      [
        'late.zip',
        Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(64 * 1024)]),
        400,
        'does not match',
        'fileTypeMismatch',
      ],
      [
        'big.zip',
        Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(21 * 1024 * 1024)]),
        413,
        'file',
        'fileTooLarge',
      ],
      ['empty.pdf', Buffer.alloc(0), 400, 'empty', 'fileEmpty'],
    ];
    for (const [name, content, status, text, reason] of cases) {
      const r = await upload(name, content);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(status);
      // The English sentence for logs and API callers, and the coded reason the back office words for the operator.
      expect(r.json()).toEqual({
        code: status,
        msg: expect.stringContaining(text),
        data: expect.objectContaining({ reason }),
      });
    }
    expect((await s3.keys()).sort()).toEqual(before.keys);
    expect(await count(t.app, 'files')).toBe(before.rows);
  });

  it('download-and-delete removes the object from the bucket', async () => {
    const up = (await upload('tmp.pdf', makePdf(['tmp']))).json();
    expect(await s3.keys()).toContain(up.fileName);
    const del = await t.app.inject({
      method: 'GET',
      url: `${P}/common/download?fileName=${encodeURIComponent(up.fileName)}&delete=true`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    await expect.poll(async () => (await s3.keys()).includes(up.fileName), { timeout: 3000 }).toBe(false);
  });

  it('store unreachable: uploads and downloads answer 503 in the envelope, readiness says which part is down', async () => {
    await s3.close();
    const up = await upload('late.pdf', makePdf(['x']));
    expect(up.statusCode).toBe(503);
    expect(up.json()).toEqual({ code: 503, msg: 'file: the file store is not reachable, try again later' });
    const dl = await t.app.inject({
      method: 'GET',
      url: `${P}/common/download/resource?resource=resources/demo/manuals/d520bt-user-manual.pdf`,
    });
    expect(dl.statusCode).toBe(503);
    expect(dl.body).not.toMatch(/ECONNREFUSED|\n\s+at /);
    const ready = await t.app.inject({ method: 'GET', url: `${P}/health/ready` });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 503, data: { database: 'ok', storage: 'down' } });
  });
});

describe('DOWNLOAD_MODE=redirect on S3', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await makeApp('pglite', { storage: s3.config, downloadMode: 'redirect', signedUrlTtlS: 60 });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('302 to a short-lived signed URL that serves the file with its name and type', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${P}/common/download/resource?resource=resources/demo/manuals/d520bt-user-manual.pdf`,
    });
    expect(r.statusCode).toBe(302);
    const location = String(r.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/resources/demo/manuals/d520bt-user-manual.pdf?`)).toBe(
      true,
    );
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('60');
    expect(r.headers['cache-control']).toBe('private, no-store');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    const body = Buffer.from(await file.arrayBuffer());
    expect(sha(body)).toBe(r.headers['x-checksum-sha256']);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('d520bt-user-manual.pdf');
    // A tampered URL is refused by the store.
    const tampered = location.replace('d520bt-user-manual.pdf', 'd520bt-user-manual.pdX');
    expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  });
});
