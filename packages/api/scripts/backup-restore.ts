/**
 * Runs the backup and restore of docs/operations.md ("Backup and restore") end to end, with the commands written
 * there: a server on PostgreSQL takes an upload and a contact message; `pg_dump -n <schema>` and a copy of the files
 * (`rsync -a` for local disk; `aws s3 sync` for the object store, or the SDK's own copy when the aws CLI is not
 * installed); the schema is dropped and the store emptied; `pg_restore` and the copy back; a new server then
 * serves the upload with the SHA-256 recorded at upload, the seeded files and the message.
 *
 * Usage: pnpm exec tsx scripts/backup-restore.ts     (needs pg_dump, pg_restore and rsync on PATH)
 */
import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { allContactIds, dropSchema, loginAdmin, newSchema, pgUrl, startServer, tmpDir } from './lib.js';
import { S3_TEST_KEY, startS3, type TestS3 } from './s3-server.js';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const has = (cmd: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
// Asynchronous: s3rver answers from this process, so a blocking child would wait for it forever.
const run = async (cmd: string, args: string[], env: Record<string, string> = {}) => {
  try {
    await promisify(execFile)(cmd, args, { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed: ${e.stderr || e.message}`);
  }
};

/** `aws s3 sync` as the doc says, or the same copy through the SDK when the aws CLI is missing. */
async function syncBucket(from: { s3: TestS3; dir?: never } | { dir: string; s3?: never }, to: TestS3 | string) {
  const s3 = from.s3 ?? (to as TestS3);
  const awsEnv = {
    AWS_ACCESS_KEY_ID: S3_TEST_KEY,
    AWS_SECRET_ACCESS_KEY: S3_TEST_KEY,
    AWS_DEFAULT_REGION: 'us-east-1',
  };
  if (has('aws')) {
    const src = from.s3 ? `s3://${from.s3.bucket}` : from.dir!;
    const dst = typeof to === 'string' ? to : `s3://${to.bucket}`;
    await run('aws', ['s3', 'sync', src, dst, '--endpoint-url', s3.endpoint, '--only-show-errors'], awsEnv);
    return 'aws s3 sync';
  }
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_TEST_KEY, secretAccessKey: S3_TEST_KEY },
  });
  if (from.s3) {
    for (const key of await from.s3.keys()) {
      const r = await client.send(new GetObjectCommand({ Bucket: from.s3.bucket, Key: key }));
      const file = path.join(to as string, key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await r.Body!.transformToByteArray());
    }
  } else {
    const target = to as TestS3;
    for (const rel of fs.readdirSync(from.dir!, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(from.dir!, rel);
      if (!fs.statSync(file).isFile()) continue;
      await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: rel, Body: fs.readFileSync(file) }));
    }
  }
  const left = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  client.destroy();
  return `SDK copy (aws CLI not installed; ${left.KeyCount ?? 0} objects in the bucket)`;
}

async function roundTrip(kind: 'local disk' | 'S3'): Promise<string> {
  const url = await pgUrl();
  const schema = await newSchema('backup');
  const work = tmpDir('lw-backup-');
  const filesDir = path.join(work, 'files');
  let s3 = kind === 'S3' ? await startS3() : null;
  const env = () => ({ DATABASE_URL: url, DB_SCHEMA: schema, FILES_DIR: filesDir, ...(s3?.env ?? {}) });
  try {
    // 1. A running site with an upload and a message.
    let server = await startServer(env());
    let token = await loginAdmin(server.base);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(3 * 1024 * 1024)]);
    const form = new FormData();
    form.append('file', new Blob([zip]), 'driver-backup.zip');
    const up = await fetch(`${server.base}/api-v1.0/common/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const uploaded = ((await up.json()) as { data: { url: string; sha256: string } }).data;
    if (up.status !== 200 || uploaded.sha256 !== sha(zip)) throw new Error(`upload failed: ${up.status}`);
    const contact = await fetch(`${server.base}/api-v1.0/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Backup',
        email: 'b@example.com',
        message: 'kept',
        role: 'software_user',
        os: 'linux',
      }),
    });
    const contactId = ((await contact.json()) as { data: { id: number } }).data.id;
    await server.stop();

    // 2. Backup: database first, files second (the doc's order).
    const dump = path.join(work, 'labelwise.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', '-n', schema, `--file=${dump}`, url]);
    const backupFiles = path.join(work, 'backup-files');
    fs.mkdirSync(backupFiles);
    let how = 'rsync -a';
    if (s3) how = await syncBucket({ s3 }, backupFiles);
    else await run('rsync', ['-a', '--delete', `${filesDir}/`, `${backupFiles}/`]);

    // 3. Lose everything: the schema, and the store (a new, empty bucket or directory).
    await dropSchema(schema);
    fs.rmSync(filesDir, { recursive: true, force: true });
    if (s3) {
      await s3.close();
      s3 = await startS3();
      if ((await s3.keys()).length) throw new Error('the new bucket is not empty');
    }

    // 4. Restore, then start and check.
    await run('pg_restore', ['--no-owner', `--dbname=${url}`, dump]);
    if (s3) await syncBucket({ dir: backupFiles }, s3);
    else await run('rsync', ['-a', `${backupFiles}/`, `${filesDir}/`]);
    server = await startServer(env());
    try {
      token = await loginAdmin(server.base);
      const dl = await fetch(`${server.base}${uploaded.url}`);
      const got = Buffer.from(await dl.arrayBuffer());
      const seeded = await fetch(
        `${server.base}/api-v1.0/common/download/resource?resource=resources/demo/manuals/d520bt-user-manual.pdf`,
      );
      const seededBytes = Buffer.from(await seeded.arrayBuffer());
      const ids = await allContactIds(server.base, token);
      const checks = {
        'upload: same SHA-256 as recorded': dl.status === 200 && sha(got) === uploaded.sha256,
        'upload: X-Checksum-SHA256 matches': dl.headers.get('x-checksum-sha256') === sha(got),
        'seeded manual downloads with its checksum':
          seeded.status === 200 && seeded.headers.get('x-checksum-sha256') === sha(seededBytes),
        'contact message is back': ids.has(contactId),
      };
      const failed = Object.entries(checks).filter(([, ok]) => !ok);
      const verdict = failed.length ? `FAIL (${failed.map(([k]) => k).join('; ')})` : 'PASS';
      return `${kind}: pg_dump -n + ${how} → dropped schema and emptied store → pg_restore + copy back: ${Object.keys(checks).join(', ')} → ${verdict}`;
    } finally {
      await server.stop();
    }
  } finally {
    await s3?.close();
    await dropSchema(schema).catch(() => undefined);
  }
}

const results = [await roundTrip('local disk'), await roundTrip('S3')];
for (const r of results) console.log(r);
process.exit(results.every((r) => r.endsWith('PASS')) ? 0 : 1);
