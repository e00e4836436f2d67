import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage, SignedUrlRequest, StoredFileInfo } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS S3 itself; the store's URL for R2, MinIO, s3rver, ... */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, s3rver, most self-hosted stores). */
  forcePathStyle?: boolean | undefined;
  /** Bytes per multipart part; larger bodies are sent as several parts, a few at a time. */
  partSize?: number | undefined;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/** Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO, ...). */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;

  constructor(o: S3StorageOptions) {
    this.bucket = o.bucket;
    this.partSize = Math.max(5 * 1024 * 1024, o.partSize ?? 8 * 1024 * 1024);
    this.client = new S3Client({
      region: o.region,
      ...(o.endpoint ? { endpoint: o.endpoint } : {}),
      forcePathStyle: o.forcePathStyle ?? false,
      ...(o.accessKeyId && o.secretAccessKey
        ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
        : {}),
      // The SDK's default extra checksums (aws-chunked trailers) are not understood by every S3-compatible store;
      // the API records and checks its own SHA-256 of every file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async write(key: string, body: Readable, contentType: string): Promise<void> {
    // One PUT for a body smaller than a part, otherwise a multipart upload. Either way the object exists only once
    // the last request succeeded: a body that errors first aborts the upload (its parts are deleted), so a refused
    // or broken upload never shows a half-written object.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: this.partSize,
      queueSize: 4,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(r.ContentLength ?? 0), ...(r.ETag ? { version: r.ETag } : {}) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return r.Body instanceof Readable ? r.Body : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, r: SignedUrlRequest): Promise<string | null> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: r.contentType,
      ResponseContentDisposition: r.contentDisposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: r.ttlS });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
