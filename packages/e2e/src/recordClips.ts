/**
 * Records the Guides page's clips of the site's own tools (finder, chart, printer doctor, Label PDF) in Debian's
 * Chromium against the built site served by the real API with a fresh demo database, and writes each clip's MP4,
 * WebP poster, captions in six locales and its facts in media.json under the site's `public/media/videos/`.
 * Needs ffmpeg. `pnpm --filter @labelwise/e2e run record-clips [id…]` re-makes all or the named clips; review the
 * frames (kept under the printed folder) and the files before committing them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mp4DurationSeconds } from '@labelwise/contract/media';
import { launch, screenshotFlags } from './browser.js';
import { buildApps, ROOT } from './buildApps.js';
import { clipScripts } from './clipScripts.js';
import { startApi } from './globalSetup.js';
import { Reel } from './reel.js';

const OUT = path.join(ROOT, 'packages/site/public/media/videos');
/** The size each clip is encoded at, and its poster's (what the site's cards declare). */
const SIZES = {
  pc: {
    viewport: { width: 1280, height: 720 },
    video: { width: 1280, height: 720 },
    poster: { width: 640, height: 360 },
  },
  phone: {
    viewport: { width: 360, height: 640 },
    video: { width: 540, height: 960 },
    poster: { width: 360, height: 640 },
  },
} as const;

const wanted = process.argv.slice(2);
const clips = wanted.length ? clipScripts.filter((c) => wanted.includes(c.id)) : clipScripts;
if (wanted.length && clips.length !== wanted.length) throw new Error(`unknown clip among ${wanted.join(', ')}`);

buildApps();
const api = await startApi();
const browser = await launch(screenshotFlags);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'labelwise-clips-'));
const mediaFile = path.join(OUT, 'media.json');
const media = JSON.parse(fs.readFileSync(mediaFile, 'utf8')) as Record<
  string,
  { durationSeconds: number; bytes: number }
>;
try {
  for (const clip of clips) {
    const size = SIZES[clip.phone ? 'phone' : 'pc'];
    const ctx = await browser.newContext({
      baseURL: api.base,
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: size.viewport,
      deviceScaleFactor: clip.phone ? 2 : 1,
      isMobile: clip.phone,
      hasTouch: clip.phone,
      acceptDownloads: true,
    });
    ctx.setDefaultTimeout(30_000);
    const page = await ctx.newPage();
    await Reel.prepare(page);
    const reel = new Reel(page, path.join(work, clip.id), clip.phone);
    await clip.run(reel);
    const bytes = reel.finish(OUT, clip.id, size.video, size.poster);
    const durationSeconds = mp4DurationSeconds(new Uint8Array(fs.readFileSync(path.join(OUT, `${clip.id}.mp4`))));
    media[clip.id] = { durationSeconds, bytes };
    console.log(`[record-clips] ${clip.id}: ${durationSeconds} s, ${(bytes / 1024).toFixed(0)} KB`);
    await ctx.close();
  }
  fs.writeFileSync(mediaFile, `${JSON.stringify(media, null, 2)}\n`);
  console.log(`[record-clips] frames kept in ${work}`);
} finally {
  await browser.close();
  await api.stop();
}
