import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, login, makeApp, uploadAs, type TestApp } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIP = fs.readFileSync(path.join(here, '../../site/public/media/videos/pc-barcodes.mp4'));

// The file checks do not depend on the database engine; PGlite keeps this suite short.
describe('uploading guide videos, posters and captions', () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await makeApp('pglite');
    editor = await login(t.app, 'editor', 'editor123');
  });
  afterAll(async () => t?.close());

  const upload = (filename: string, content: Buffer) => uploadAs(t.app, editor, filename, content);

  it('answers a video upload with the length read from the file', async () => {
    const r = await upload('clip.mp4', CLIP);
    expect(r.statusCode, r.body).toBe(200);
    const seconds = r.json().data.durationSeconds as number;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(600);
  });

  it('refuses an MP4 without a movie header and keeps nothing of it', async () => {
    const files = await count(t.app, 'files');
    const headerOnly = Buffer.concat([CLIP.subarray(0, 32), Buffer.alloc(64)]);
    const r = await upload('broken.mp4', headerOnly);
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toContain('playable');
    expect(await count(t.app, 'files')).toBe(files);
  });

  it('takes WebVTT captions (with or without a byte-order mark) and WebP posters, and refuses impostors', async () => {
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
    expect((await upload('en.vtt', vtt)).statusCode).toBe(200);
    expect((await upload('de.vtt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), vtt]))).statusCode).toBe(200);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
    expect((await upload('poster.webp', webp)).statusCode).toBe(200);
    expect((await upload('fake.vtt', Buffer.from('not captions'))).statusCode).toBe(400);
    expect((await upload('fake.mp4', Buffer.from('not a video at all'))).statusCode).toBe(400);
  });
});
