/**
 * Server-side reads of stored videos are bounded (finding 5: four parallel saves naming a 150 MB file took the process
 * from 541 to 1,474 MB): the length is read from a stream that keeps only the movie box, wherever it sits.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Mp4TooLarge, streamedMp4Duration } from '../src/lib/mp4Stream.js';

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** A version-0 movie header: timescale 1000, duration `ms`. */
const moov = (ms: number, padding = 0) => {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(ms, 16);
  return box('moov', Buffer.concat([box('mvhd', mvhd), box('free', Buffer.alloc(padding))]));
};
/** An MP4 of `mdatMb` MB of media then the movie box, produced 1 MB at a time (never whole in memory). */
function file(mdatMb: number, tail: Buffer): Readable {
  const mb = Buffer.alloc(1024 * 1024, 7);
  return Readable.from(
    (function* () {
      yield box('ftyp', Buffer.from('isom0000'));
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + mdatMb * mb.length, 0);
      head.write('mdat', 4, 'latin1');
      yield head;
      for (let i = 0; i < mdatMb; i++) yield mb;
      yield tail;
    })(),
  );
}

describe('reading a stored MP4', () => {
  it('finds the length behind 150 MB of media, four at once, holding only the movie box', async () => {
    const before = process.memoryUsage();
    let peak = 0;
    const timer = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.arrayBuffers + now.heapUsed - before.arrayBuffers - before.heapUsed);
    }, 5);
    try {
      const lengths = await Promise.all([1, 2, 3, 4].map((i) => streamedMp4Duration(file(150, moov(60_000 + i)))));
      expect(lengths).toEqual([60.001, 60.002, 60.003, 60.004]);
    } finally {
      clearInterval(timer);
    }
    console.info(`4 × 150 MB MP4 read: heap + buffers grew by at most ${Math.round(peak / 1024 / 1024)} MB`);
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a movie box beyond the bound and a file without one', async () => {
    await expect(streamedMp4Duration(file(1, moov(1000, 2 * 1024 * 1024)), 1024 * 1024)).rejects.toBeInstanceOf(
      Mp4TooLarge,
    );
    await expect(streamedMp4Duration(file(2, Buffer.alloc(0)))).rejects.toThrow(/no moov/);
  });
});
