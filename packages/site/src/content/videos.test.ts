/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4';
import { captionLocales, videos, videosFromPublished } from './videos';

const publicDir = path.resolve(__dirname, '../../public');
const publicFile = (url: string) => path.join(publicDir, url.replace(/^\//, ''));

/** A minimal MP4: ftyp, then moov with an mvhd of the given version. */
function mp4(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, out.length);
    for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
    out.set(body, 8);
    return out;
  };
  const mvhd = new Uint8Array(version === 1 ? 112 : 100);
  const view = new DataView(mvhd.buffer);
  view.setUint8(0, version);
  if (version === 1) {
    view.setUint32(20, timescale);
    view.setBigUint64(24, BigInt(duration));
  } else {
    view.setUint32(12, timescale);
    view.setUint32(16, duration);
  }
  const ftyp = box('ftyp', new TextEncoder().encode('isomiso2'));
  const moov = box('moov', box('mvhd', mvhd));
  const file = new Uint8Array(ftyp.length + moov.length);
  file.set(ftyp);
  file.set(moov, ftyp.length);
  return file;
}

describe('mp4DurationSeconds (mvhd)', () => {
  it('reads version 0 and version 1 movie headers', () => {
    expect(mp4DurationSeconds(mp4(0, 1000, 4000))).toBe(4);
    expect(mp4DurationSeconds(mp4(0, 12_800, 1_632_000))).toBeCloseTo(127.5);
    expect(mp4DurationSeconds(mp4(1, 90_000, 5_400_000))).toBe(60);
  });
  it('refuses a file without a movie header', () => {
    expect(() => mp4DurationSeconds(new Uint8Array(16))).toThrow(/moov/);
  });
});

describe('video content matches the files', () => {
  it.each(videos.map((v) => [v.id, v] as const))('%s: duration, size and captions are the real ones', (_id, v) => {
    const file = readFileSync(publicFile(v.videoUrl));
    expect(v.durationSeconds).toBeGreaterThan(0);
    expect(v.durationSeconds, 'run pnpm --filter @labelwise/site run assets').toBe(
      mp4DurationSeconds(new Uint8Array(file)),
    );
    expect(v.bytes).toBe(statSync(publicFile(v.videoUrl)).size);
    for (const locale of captionLocales) {
      const vtt = publicFile(v.captions[locale]!);
      expect(existsSync(vtt), vtt).toBe(true);
      const text = readFileSync(vtt, 'utf8');
      expect(text.startsWith('WEBVTT\n')).toBe(true);
      // The captions run to the clip's real end.
      const ends = [...text.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
        (m) => +m[1]! * 3600 + +m[2]! * 60 + +m[3]! + +m[4]! / 1000,
      );
      expect(ends.at(-1)).toBeCloseTo(v.durationSeconds, 3);
    }
  });
});

describe('videos from published content', () => {
  const base = {
    posterWidth: 360,
    posterHeight: 640,
    bytes: 1000,
    icon: 'phone' as const,
    placeholder: false,
  };
  const published = (key: string, sort: number, platform: 'pc' | 'mobile', captions: string) => ({
    key,
    sort,
    locale: 'de-de' as const,
    publishedAt: '2026-11-24T00:00:00.000Z',
    shared: {
      ...base,
      file: `/upload/${key}.mp4`,
      poster: `/upload/${key}.png`,
      durationSeconds: 61.5,
      platform,
      sort,
    },
    text: { title: `Titel ${key}`, captions },
  });

  it('keeps the order, the operator’s title and only the captions of the page’s locale', () => {
    const list = videosFromPublished([
      published('b', 20, 'mobile', ''),
      published('a', 10, 'pc', '/upload/a.de-de.vtt'),
    ]);
    expect(list.map((v) => [v.id, v.type, v.titleText])).toEqual([
      ['a', 'PC', 'Titel a'],
      ['b', 'mobile', 'Titel b'],
    ]);
    expect(list[0]!.captions).toEqual({ 'de-de': '/upload/a.de-de.vtt' });
    expect(list[1]!.captions).toEqual({});
    expect(list[0]!.durationSeconds).toBe(61.5);
    expect(list[0]!.videoUrl).toBe('/upload/a.mp4');
  });
});
