import crypto from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { bytesToMb } from '@labelwise/contract';
import { ApiError, badRequest, refuse } from './http.js';
import type { FileStorage } from './storage/index.js';

/** How many leading bytes the type check looks at (enough for every signature in FILE_KINDS). */
const SNIFF_BYTES = 4096;

export interface UploadRules {
  ext: string;
  contentType: string;
  maxBytes: number;
  magic: (head: Buffer) => boolean;
}

export interface CheckedUpload {
  size: number;
  sha256: string;
}

/** 503 for the client; the store's own error is kept for the log. */
export class StorageUnavailableError extends ApiError {
  constructor(readonly storeError: unknown) {
    super(503, 'file: the file store is not reachable, try again later');
  }
}

const tooLarge = (maxBytes: number) => {
  const maxMb = bytesToMb(maxBytes);
  return refuse(413, 'file', `must be smaller than ${maxMb} MB`, 'fileTooLarge', { maxMb });
};

/**
 * Streams an uploaded file into the store while checking it: nothing reaches the store before the first bytes
 * matched the extension's signature, no byte past the size limit is passed on, and the SHA-256 is computed on the
 * way. A refused file makes the store's write fail, so it leaves nothing behind (see FileStorage.write). The rest
 * of a refused body is still read and dropped, so the client gets the answer on a usable connection.
 */
export async function storeCheckedUpload(
  source: Readable & { truncated?: boolean },
  storage: FileStorage,
  key: string,
  rules: UploadRules,
): Promise<CheckedUpload> {
  const out = new PassThrough();
  const stored = storage.write(key, out, rules.contentType);
  // Observed below; this only keeps an early rejection from being reported as unhandled.
  stored.catch(() => undefined);
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head: Buffer[] | null = [];
  let headBytes = 0;
  let failure: unknown = null;

  const fail = (err: unknown) => {
    failure ??= err;
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  const send = async (chunk: Buffer) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), stored]);
  };
  /** Checks the signature on the buffered head and returns the bytes to send on. */
  const releaseHead = (): Buffer => {
    const buffered = Buffer.concat(head!);
    head = null;
    if (!rules.magic(buffered.subarray(0, SNIFF_BYTES)))
      throw badRequest('file', `content does not match the .${rules.ext} file type`, 'fileTypeMismatch', {
        ext: rules.ext,
      });
    return buffered;
  };

  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (failure) continue;
      try {
        size += chunk.length;
        if (size > rules.maxBytes) throw tooLarge(rules.maxBytes);
        hash.update(chunk);
        if (head) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= SNIFF_BYTES) await send(releaseHead());
        } else {
          await send(chunk);
        }
      } catch (err) {
        fail(err);
      }
    }
  } catch (err) {
    fail(err);
  }
  if (!failure) {
    try {
      if (source.truncated) throw tooLarge(rules.maxBytes);
      if (size === 0) throw badRequest('file', 'is empty', 'fileEmpty');
      if (head) await send(releaseHead());
      out.end();
    } catch (err) {
      fail(err);
    }
  }
  try {
    await stored;
  } catch (err) {
    // The store itself failed on a body we had accepted: not the client's fault.
    failure ??= new StorageUnavailableError(err);
  }
  if (failure) throw failure;
  return { size, sha256: hash.digest('hex') };
}
