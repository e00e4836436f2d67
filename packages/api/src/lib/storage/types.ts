import type { Readable } from 'node:stream';

export type StorageKind = 'local' | 's3';

export interface StoredFileInfo {
  size: number;
  /** Changes whenever the stored bytes may have (size, time and inode on disk; the ETag in a bucket). */
  version?: string;
}

/** What a download reply needs besides the bytes: the name and type the signed URL should make the store answer with. */
export interface SignedUrlRequest {
  contentType: string;
  contentDisposition: string;
  /** Seconds the URL stays valid. */
  ttlS: number;
}

/**
 * Where uploaded and seeded files live. Keys are the validated relative names stored in `files.file_name`
 * (`upload/2025/01/01/<uuid>.pdf`, `resources/drivers/x.zip`).
 */
export interface FileStorage {
  readonly kind: StorageKind;
  /**
   * Streams `body` under `key`. The object becomes visible only when the stream ended without an error: a body
   * that fails half-way (size or type check, client gone) leaves nothing behind under `key` or anywhere else.
   */
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** Size of the stored object, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** A stream of the stored bytes, or null when there is no such object. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** A short-lived URL the client can fetch the object from directly; null when this store cannot make one. */
  signedUrl(key: string, request: SignedUrlRequest): Promise<string | null>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}
