#!/usr/bin/env node
// Writes every image and media file the site's content refers to, under public/ (Vite copies it into dist):
//
//   public/images/barcodes/*.svg + manifest.json   the 8 symbologies of content/home.ts, real encodings (bwip-js)
//   public/images/samples/*.svg                     7 sample labels + 3 showcase scenes (home page)
//   public/images/partners/*.svg                    9 partner wordmarks (home page)
//   public/images/faq/*.svg                         the FAQ illustrations (Guides page)
//   public/media/videos/*.svg                       the stand-in videos' posters (Guides page)
//   public/media/videos/*.mp4                       short stand-in clips (only with --videos; needs ffmpeg)
// The recorded clips (`placeholder: false`), their posters and captions come from the e2e package's record-clips.
//
// The outputs are committed, so `vite build` needs no generation step and no native tool. Run this after changing
// content/home.ts, videos.ts or faq.ts (`pnpm --filter @labelwise/site run assets`); `barcodeImages.test.ts` fails
// when a committed barcode no longer matches its symbology and value, and `assets.test.ts` when a referenced file is
// missing or its size disagrees with the content.
//
// Everything is vector (SVG): a few KB per image, sharp on every pixel density, text that stays text. The dimensions
// of each file equal the width/height the content gives its <img>, so nothing shifts while loading.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { faqArt, mobilePoster, pcPoster } from './assets/media-art.mjs';
import { logos, sampleArt } from './assets/home-art.mjs';
import { doc } from './assets/svg.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pub = path.join(root, 'public');
const withVideos = process.argv.includes('--videos');

/** The content modules (TypeScript) and bwip-js, bundled in memory with esbuild and imported. */
async function loadContent() {
  const result = await build({
    stdin: {
      contents: [
        "export * from './src/content/home.ts';",
        "export * from './src/content/videos.ts';",
        "export * from './src/content/faq.ts';",
        "export * from './src/content/barcodeImages.ts';",
        "export * from './src/content/mp4.ts';",
        "export { BWIPJS_VERSION, BWIPP_VERSION } from 'bwip-js/generic';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

const content = await loadContent();
/** The stand-ins this script draws; the recordings of the site are made by recording it, not here. */
const standIns = content.videos.filter((v) => v.placeholder);

// ---------------------------------------------------------------------------------------------------------------
// Writing

const written = [];
function write(rel, data) {
  const file = path.join(pub, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  written.push({ rel, bytes: Buffer.byteLength(data) });
}
/** Writes the SVG for an image URL from the content, checking that its size is the one the <img> declares. */
function writeImage(url, width, height, svg) {
  const size = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
  if (!size || Number(size[1]) !== width || Number(size[2]) !== height)
    throw new Error(`${url}: drawn at ${size?.[1]}x${size?.[2]}, content says ${width}x${height}`);
  if (!url.endsWith('.svg')) throw new Error(`${url}: this generator writes SVG only`);
  write(url.replace(/^\//, ''), svg);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Supported barcodes: the exact bwip-js output for each symbology's sample value (barcodeImages.ts)

const manifest = { generator: `bwip-js ${content.BWIPJS_VERSION} (BWIPP ${content.BWIPP_VERSION})`, items: [] };
for (const s of content.symbologies) {
  const svg = content.barcodeSvg(s);
  const size = content.svgViewBoxSize(svg);
  if (size.width !== s.width || size.height !== s.height) {
    throw new Error(`${s.id}: bwip-js drew ${size.width}x${size.height}; set width/height in content/home.ts to match`);
  }
  write(s.image.replace(/^\//, ''), svg);
  manifest.items.push({
    id: s.id,
    bcid: s.bcid,
    text: s.sample,
    file: s.image,
    width: size.width,
    height: size.height,
    options: content.barcodeRenderOptions(s),
    sha256: createHash('sha256').update(svg).digest('hex'),
  });
}
write('images/barcodes/manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);

// ---------------------------------------------------------------------------------------------------------------
// 2. Sample labels (home page wall), each at the label's real aspect ratio

for (const image of [...content.sampleLabels, ...content.showcase.map((s) => s.image)]) {
  const name = path.basename(image.src, '.svg');
  const draw = sampleArt[name];
  if (!draw) throw new Error(`No drawing for ${image.src}`);
  writeImage(image.src, image.width, image.height, doc(image.width, image.height, draw(image.width, image.height)));
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Partner wordmarks (160x64). Stand-ins drawn here: the brands' official logo files replace them before launch.

for (const logo of content.partnerLogos) {
  const draw = logos[logo.id];
  if (!draw) throw new Error(`No wordmark for ${logo.id}`);
  writeImage(logo.img, logo.width, logo.height, doc(logo.width, logo.height, draw()));
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Video posters: a desktop screencast frame (PC, 640x360) or a phone recording (mobile, 360x640)

standIns.forEach((v, i) => {
  const draw = v.type === 'PC' ? pcPoster : mobilePoster;
  writeImage(
    v.poster,
    v.posterWidth,
    v.posterHeight,
    doc(v.posterWidth, v.posterHeight, draw(v, i, v.posterWidth, v.posterHeight)),
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 5. FAQ illustrations (640x400): what to check when a label prints blank, incomplete or does not feed

const faqImages = new Map();
for (const entry of content.faqEntries)
  for (const d of entry.details) for (const image of d.images) faqImages.set(image.src, image);
for (const image of faqImages.values()) {
  const draw = faqArt[path.basename(image.src, '.svg')];
  if (!draw) throw new Error(`No drawing for ${image.src}`);
  writeImage(image.src, image.width, image.height, doc(image.width, image.height, draw(image.width, image.height)));
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Placeholder clips (--videos, needs ffmpeg built with librsvg): each poster held for 4 s, H.264, no audio.
//    Stand-ins so video links do not 404 until the real recordings replace them.

if (withVideos) {
  for (const v of standIns) {
    const out = path.join(pub, v.videoUrl);
    execFileSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        '1',
        '-t',
        '4',
        '-i',
        path.join(pub, v.poster),
        '-vf',
        'fps=12,format=yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        out,
      ],
      { stdio: 'inherit' },
    );
    written.push({ rel: v.videoUrl.replace(/^\//, ''), bytes: readFileSync(out).length });
  }
} else {
  const missing = standIns.filter((v) => !existsSync(path.join(pub, v.videoUrl)));
  if (missing.length)
    console.warn(
      `${missing.length} video clip(s) missing under public/media/videos: run with --videos (needs ffmpeg).`,
    );
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Media facts and captions. media.json: each clip's real duration (the MP4's mvhd box) and size in bytes, which
//    content/videos.ts imports, so no duration or size on the site is typed in by hand. Captions: one WebVTT file
//    per clip and locale that says what the clip is, for its whole length.

const captionText = {
  'en-us': ['Placeholder clip: this still shows the topic of the tutorial.', 'The recorded tutorial will replace it.'],
  'zh-cn': ['占位视频：此画面仅显示教程的主题。', '正式录制的教程将替换它。'],
  'zh-hk': ['佔位影片：此畫面僅顯示教學的主題。', '正式錄製的教學將取代它。'],
  'de-de': [
    'Platzhalter-Clip: Dieses Standbild zeigt das Thema des Tutorials.',
    'Die aufgezeichnete Anleitung wird ihn ersetzen.',
  ],
  'fr-fr': ['Clip provisoire : cette image fixe montre le sujet du tutoriel.', 'Le tutoriel enregistré le remplacera.'],
  'es-es': ['Clip provisional: esta imagen fija muestra el tema del tutorial.', 'El tutorial grabado lo sustituirá.'],
};
const vttTime = (s) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};
const media = {};
for (const v of content.videos) {
  const file = path.join(pub, v.videoUrl);
  if (!existsSync(file)) continue;
  const data = readFileSync(file);
  const durationSeconds = content.mp4DurationSeconds(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  media[v.id] = { durationSeconds, bytes: data.length };
  // A recording's captions say what happens when; record-clips writes them with the clip.
  if (!v.placeholder) continue;
  const half = durationSeconds / 2;
  for (const [locale, [first, second]] of Object.entries(captionText)) {
    write(
      `media/videos/${v.id}.${locale}.vtt`,
      `WEBVTT\n\n1\n${vttTime(0)} --> ${vttTime(half)}\n${first}\n\n2\n${vttTime(half)} --> ${vttTime(durationSeconds)}\n${second}\n`,
    );
  }
}
write('media/videos/media.json', `${JSON.stringify(media, null, 2)}\n`);

const total = written.reduce((sum, f) => sum + f.bytes, 0);
console.log(`Wrote ${written.length} files under public/ (${(total / 1024).toFixed(1)} KB).`);
if (process.argv.includes('--list')) console.table(written);
