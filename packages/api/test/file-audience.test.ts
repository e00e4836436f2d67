import crypto from 'node:crypto';
import { ADMIN_SESSION_COOKIE } from '@labelwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../scripts/s3-server.js';
import { makePdf } from '../src/lib/files.js';
import { ENGINES, P, bearer, caller, login, makeApp, tokenWith, type TestApp, uploadAs } from './helpers.js';

/**
 * Only what visitors are shown downloads anonymously: an upload nobody attached, the file of a hidden driver and an
 * image only a draft names answer 404 to a visitor, exactly as a file that does not exist, while an operator who may
 * query what references the file still gets it, and a published file keeps downloading (also as an S3 redirect).
 */
const PNG = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
const ZIP = () => Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(64)]);
const resource = (fileName: string) => `${P}/common/download/resource?resource=${encodeURIComponent(fileName)}`;

const SETUPS: Array<[string, (typeof ENGINES)[number], 'local' | 's3']> = [
  ...ENGINES.map((e) => [`${e}, local disk`, e, 'local'] as [string, (typeof ENGINES)[number], 'local']),
  ['pglite, S3 with signed redirects', 'pglite', 's3'],
];

describe.each(SETUPS)('who may download a stored file, on %s', (_name, engine, store) => {
  let s3: TestS3 | null = null;
  let t: TestApp;
  let admin: string;
  const call = caller(() => t);
  /** A download as a visitor (no token), with a bearer token, or with the back office's session cookie as the draft preview's images send. */
  const get = (url: string, auth: { token?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(auth.token ? bearer(auth.token) : {}),
        ...(auth.cookie ? { cookie: `${ADMIN_SESSION_COOKIE}=${auth.cookie}` } : {}),
      },
    });
  /** 200 with the bytes when streamed, 302 to the bucket in redirect mode. */
  const served = store === 's3' ? 302 : 200;
  const upload = async (name: string, bytes: Buffer, token = admin) => {
    const r = await uploadAs(t.app, token, name, bytes);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { fileName: string; url: string; size: number; sha256: string };
  };
  const firstModel = async () =>
    (
      await t.app.ctx.db
        .selectFrom('printer_models')
        .select('id')
        .where('status', '=', '0')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3();
    t = await makeApp(engine, {
      ...(s3 ? { storage: s3.config, downloadMode: 'redirect' as const, signedUrlTtlS: 60 } : {}),
      rateLimits: { upload: { max: 1000, timeWindow: 60_000 }, login: { max: 500, timeWindow: 60_000 } },
    });
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('an upload nobody attached is a 404 to visitors, like a missing file, and reaches who may upload', async () => {
    const up = await upload('draft.pdf', makePdf(['not public yet']));
    const missing = await get(resource('upload/2026/01/01/00000000-0000-4000-8000-000000000000.pdf'));
    const anonymous = await get(up.url);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).toBe(missing.body);
    expect(anonymous.headers['x-checksum-sha256']).toBeUndefined();
    // Revalidating with the right ETag tells a visitor nothing either.
    const revalidate = await t.app.inject({
      method: 'GET',
      url: up.url,
      headers: { 'if-none-match': `"${up.sha256}"` },
    });
    expect(revalidate.statusCode).toBe(404);

    const uploader = await tokenWith(t.app, ['common:file:upload']);
    const viaHeader = await get(up.url, { token: uploader });
    expect(viaHeader.statusCode).toBe(served);
    expect(viaHeader.headers['cache-control']).toContain('no-store');
    if (store === 'local') expect(viaHeader.rawPayload.length).toBe(up.size);
    expect((await get(up.url, { cookie: uploader })).statusCode).toBe(served);
    // A session that may not reach it, or one that is not a session at all, gets the visitor's answer.
    const stranger = await tokenWith(t.app, ['site:faq:query']);
    expect((await get(up.url, { token: stranger })).statusCode).toBe(404);
    expect((await get(up.url, { cookie: 'x'.repeat(40) })).statusCode).toBe(404);
    // The download with a token follows the same rule: a signed-in account without a role gets nothing.
    const byName = `${P}/common/download?fileName=${encodeURIComponent(up.fileName)}`;
    expect((await get(byName, { token: await tokenWith(t.app, []) })).statusCode).toBe(404);
    expect((await get(byName, { token: uploader })).statusCode).toBe(served);
  });

  it('a hidden driver’s file is private until the driver is published, and again when its model is hidden', async () => {
    const modelId = await firstModel();
    const up = await upload('driver.zip', ZIP());
    const created = await call('POST', '/site/driver', admin, {
      modelId,
      title: 'Audience test driver',
      os: 'linux',
      version: '9.9.9',
      releaseDate: '2026-01-01',
      fileName: up.fileName,
      status: '1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const driverId = created.json().data.driverId;
    expect((await get(up.url)).statusCode).toBe(404);
    expect((await get(up.url, { token: await tokenWith(t.app, ['site:driver:query']) })).statusCode).toBe(served);
    // Who may upload does not reach a file a hidden driver holds: it is the driver's now.
    expect((await get(up.url, { token: await tokenWith(t.app, ['common:file:upload']) })).statusCode).toBe(404);

    expect((await call('PUT', '/site/driver', admin, { driverId, status: '0' })).statusCode).toBe(200);
    const published = await get(up.url);
    expect(published.statusCode).toBe(served);
    if (store === 'local') expect(published.headers['x-checksum-sha256']).toBe(up.sha256);
    if (store === 's3') expect(published.headers.location).toMatch(/X-Amz-Signature=/);

    expect((await call('PUT', '/site/model', admin, { modelId, status: '1' })).statusCode).toBe(200);
    expect((await get(up.url)).statusCode).toBe(404);
    expect((await call('PUT', '/site/model', admin, { modelId, status: '0' })).statusCode).toBe(200);
    expect((await get(up.url)).statusCode).toBe(served);
  });

  it('an image only a draft names reaches that kind’s readers; publishing makes it public, hiding private', async () => {
    const up = await upload('answer.png', PNG());
    const image = { src: up.url, width: 10, height: 10, paragraph: 0 };
    const texts = { 'en-us': { question: 'Where is the audience test?', answer: 'Here.' } };
    const added = await call('POST', '/site/content/faq', admin, {
      key: `audience-${crypto.randomBytes(3).toString('hex')}`,
      shared: { images: [image] },
      texts,
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.itemId;
    expect((await get(up.url)).statusCode).toBe(404);
    expect((await get(up.url, { token: await tokenWith(t.app, ['site:faq:query']) })).statusCode).toBe(served);
    expect((await get(up.url, { token: await tokenWith(t.app, ['site:video:query']) })).statusCode).toBe(404);

    // Download-and-delete would take it from under the draft.
    const del = await get(`${P}/common/download?fileName=${encodeURIComponent(up.fileName)}&delete=true`, {
      token: admin,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().data).toMatchObject({ reason: 'inUse' });

    expect((await call('POST', `/site/content/faq/${id}/publish`, admin)).statusCode).toBe(200);
    expect((await get(up.url)).statusCode).toBe(served);
    // A new draft without the image leaves it public: visitors still see the published version.
    expect(
      (await call('PUT', `/site/content/faq/${id}/draft`, admin, { shared: { images: [] }, texts })).statusCode,
    ).toBe(200);
    expect((await get(up.url)).statusCode).toBe(served);
    const hidden = await call('PUT', `/site/content/faq/${id}/draft`, admin, {
      shared: { images: [image] },
      texts,
      status: '1',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await get(up.url)).statusCode).toBe(404);
  });

  it('publishing content that links an installer visitors cannot download yet needs site:driver:edit', async () => {
    const modelId = await firstModel();
    const zip = await upload('hidden-driver.zip', ZIP());
    const hidden = await call('POST', '/site/driver', admin, {
      modelId,
      title: 'Hidden audience driver',
      os: 'linux',
      version: '1.0.0',
      releaseDate: '2026-01-01',
      fileName: zip.fileName,
      status: '1',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const faqEditor = await tokenWith(t.app, ['site:faq:add', 'site:faq:edit', 'site:faq:publish', 'site:faq:query']);
    const texts = (answer: string) => ({ 'en-us': { question: 'Where is the Linux driver?', answer } });
    const added = await call('POST', '/site/content/faq', faqEditor, {
      key: `installer-${crypto.randomBytes(3).toString('hex')}`,
      shared: { images: [] },
      texts: texts(`Download it [here](${zip.url}).`),
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.itemId;
    const refused = await call('POST', `/site/content/faq/${id}/publish`, faqEditor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({
      reason: 'contentInstaller',
      params: { effect: 'installerFile', permission: 'site:driver:edit' },
    });
    expect((await get(zip.url)).statusCode).toBe(404);

    // An installer visitors already download may be linked by whoever publishes the item.
    const seeded = 'resources/demo/drivers/d520bt-windows-1.2.2.zip';
    const again = await call('PUT', `/site/content/faq/${id}/draft`, faqEditor, {
      shared: { images: [] },
      texts: texts(`Download it [here](${resource(seeded)}).`),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await call('POST', `/site/content/faq/${id}/publish`, faqEditor)).statusCode).toBe(200);

    // Whoever may publish drivers may publish the link, and visitors then download the file from the answer.
    const link = `Download it [here](${zip.url}).`;
    const byAdmin = await call('PUT', `/site/content/faq/${id}/draft`, admin, {
      shared: { images: [] },
      texts: texts(link),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await call('POST', `/site/content/faq/${id}/publish`, admin)).statusCode).toBe(200);
    expect((await get(zip.url)).statusCode).toBe(served);
  });

  it('an installer behind a download link of dataConfig.json is public, and the file it replaced is not', async () => {
    const before = await upload('setup.exe', Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(64)]));
    const after = await upload('setup2.exe', Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(64)]));
    const key = `AudienceSetup_${crypto.randomBytes(3).toString('hex')}`;
    const link = await call('POST', '/site/link', admin, { key, url: before.url, label: 'Audience' });
    expect(link.statusCode, link.body).toBe(200);
    // The link's URL as an operator may type it, unencoded: the same file.
    const linkId = link.json().data.linkId;
    const raw = `/api-v1.0/common/download/resource?resource=${after.fileName}`;
    expect((await call('PUT', '/site/link', admin, { linkId, url: raw })).statusCode).toBe(200);
    expect((await get(after.url)).statusCode).toBe(served);
    expect((await get(before.url)).statusCode).toBe(404);
  });

  it('every file the seed publishes downloads anonymously', async () => {
    const model = (await call('GET', '/public/models?keyword=d520')).json().rows[0];
    const drivers = (await call('GET', `/public/models/${model.modelId}/drivers`)).json().rows as Array<{
      url: string;
    }>;
    const manuals = (await call('GET', `/public/models/${model.modelId}/manuals`)).json().rows as Array<{
      url: string;
    }>;
    const links = Object.values((await call('GET', '/resources/dataConfig.json')).json() as Record<string, string>);
    const files = [...drivers, ...manuals].map((d) => d.url).concat(links.filter((u) => u.includes('/resource?')));
    expect(files.length).toBeGreaterThan(4);
    for (const url of files) expect((await get(url)).statusCode, url).toBe(served);
  });
});
