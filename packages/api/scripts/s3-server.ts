/**
 * A real S3 protocol server on loopback (s3rver: HTTP, SigV4, multipart uploads, presigned URLs) in a temporary
 * directory, for the tests and `pnpm bench:scale`. Not for production: it keeps objects as plain files.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;
// The SDK's notice about its future Node support is for operators, not test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

/** s3rver accepts any key pair that it was told about; these are its documented defaults. */
export const S3_TEST_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 environment for an API process using this server. */
  env: Record<string, string>;
  /** The storage option of createApp for this server. */
  config: {
    kind: 's3';
    bucket: string;
    region: string;
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: true;
  };
  /** Every object key in the bucket (to check that refused uploads left nothing). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'labelwise'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = {
    kind: 's3' as const,
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: S3_TEST_KEY,
    secretAccessKey: S3_TEST_KEY,
    forcePathStyle: true as const,
  };
  const client = new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_TEST_KEY, secretAccessKey: S3_TEST_KEY },
  });
  return {
    endpoint,
    bucket,
    config,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async keys() {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const r = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const o of r.Contents ?? []) out.push(o.Key!);
        token = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
