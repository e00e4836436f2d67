/**
 * A stored object that no longer matches the SHA-256 recorded at upload (tampered in the store, or corrupted) is not
 * served: the download answers 503 instead of the bytes with the recorded `X-Checksum-SHA256`. Each version of an
 * object is hashed once; a restored object is served again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../src/lib/files.js';
import { ENGINES, P, type TestApp, bearer, operatorSuite, uploadAs } from './helpers.js';

describe.each(ENGINES)('stored file integrity on %s', (engine) => {
  let t: TestApp, admin: string;
  operatorSuite(engine, (o) => ({ t, admin } = o));

  it('a tampered object is refused with 503, the intact one served with its checksum', async () => {
    const up = await uploadAs(t.app, admin, 'guide.pdf', makePdf(['integrity']));
    expect(up.statusCode, up.body).toBe(200);
    const { fileName, sha256 } = up.json().data as { fileName: string; sha256: string };
    // Nothing published references the upload yet, so it is the operator who downloads it.
    const url = `${P}/common/download/resource?resource=${encodeURIComponent(fileName)}`;
    const ok = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-checksum-sha256']).toBe(sha256);

    const abs = path.join(t.filesDir, fileName);
    const original = fs.readFileSync(abs);
    const tampered = Buffer.from(original);
    const at = tampered.length - 10;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0xff, at);
    fs.writeFileSync(abs, tampered);
    const bad = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(bad.statusCode).toBe(503);
    expect(bad.json()).toEqual({
      code: 503,
      msg: 'file: the stored copy does not match its checksum and is not served',
    });
    expect(bad.headers['x-checksum-sha256']).toBeUndefined();

    fs.writeFileSync(abs, original);
    const back = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(original)).toBe(true);
  });
});
