import type { Readable } from 'node:stream';
import { mp4DurationSeconds } from '@labelwise/contract/media';

/** The movie box holds only headers and sample tables: a few MB even for long clips. */
export const MOOV_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The duration of a stored MP4 read from a stream without holding the file: top-level boxes are skipped as they pass
 * and only the `moov` box is kept (at most `MOOV_MAX_BYTES`), wherever it sits in the file. Throws when there is no
 * readable movie header; `tooLarge` when the movie box is larger than the bound.
 */
export async function streamedMp4Duration(stream: Readable, maxMoov = MOOV_MAX_BYTES): Promise<number> {
  let pending: Buffer = Buffer.alloc(0);
  let skip = 0;
  try {
    for await (const chunk of stream) {
      let data: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      if (skip > 0) {
        const dropped = Math.min(skip, data.length);
        skip -= dropped;
        data = data.subarray(dropped);
      }
      pending = pending.length ? Buffer.concat([pending, data]) : data;
      for (;;) {
        if (pending.length < 8) break;
        let size = pending.readUInt32BE(0);
        const type = pending.toString('latin1', 4, 8);
        if (size === 1) {
          if (pending.length < 16) break;
          size = Number(pending.readBigUInt64BE(8));
        }
        if (size === 0 && type !== 'moov') throw new Error('mp4: no moov box');
        if (type === 'moov') {
          if (size === 0 || size > maxMoov) throw new Mp4TooLarge();
          if (pending.length < size) break;
          return mp4DurationSeconds(new Uint8Array(pending.subarray(0, size)));
        }
        if (size < 8) throw new Error('mp4: bad box size');
        if (pending.length >= size) pending = pending.subarray(size);
        else {
          skip = size - pending.length;
          pending = Buffer.alloc(0);
          break;
        }
      }
      if (pending.length > maxMoov) throw new Mp4TooLarge();
    }
  } finally {
    stream.destroy();
  }
  throw new Error('mp4: no moov box');
}

export class Mp4TooLarge extends Error {
  constructor() {
    super('mp4: movie box too large');
  }
}
