/**
 * The reverse-proxy example (deploy/nginx.conf) run by a real nginx in front of three API processes on one
 * PostgreSQL schema, one Redis and one shared file directory. Only what cannot work on a test machine is changed
 * in the file: listen ports, upstream ports and the certificate (self-signed, made here with openssl); every
 * substitution must match, so a changed example cannot slip past. Checked through the proxy:
 *   - nginx -t accepts the example; plain HTTP is redirected to HTTPS;
 *   - the API believes the proxy (HSTS because the proxy says https) and not the client: a forged
 *     X-Forwarded-For gets no fresh contact limit;
 *   - a 12 MB upload streams through and downloads with the same SHA-256;
 *   - GETs keep answering while one process is killed (kill -9) and another shuts down (SIGTERM).
 * Skipped, saying so, where nginx or openssl is not installed (`apt-get install nginx-light openssl`) or
 * PostgreSQL is not used.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PKG_DIR, freePort, loginAdmin, startServer, type Server } from '../scripts/lib.js';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import { P, PG_URL, REDIS_URL, dropRedisKeys, multipart, testRedisPrefix, testSchemaName } from './helpers.js';

const which = (cmd: string) =>
  ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', ...(process.env.PATH ?? '').split(':')]
    .map((d) => path.join(d, cmd))
    .find((f) => fs.existsSync(f));
const NGINX = which('nginx');
const OPENSSL = which('openssl');
const why =
  process.env.TEST_SKIP_POSTGRES === '1'
    ? 'TEST_SKIP_POSTGRES=1'
    : !NGINX
      ? 'nginx is not installed'
      : !OPENSSL
        ? 'openssl is not installed'
        : '';
if (why) console.warn(`[multi-process-nginx] skipped: ${why}; deploy-config.test.ts still checks the file's rules`);

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** Replaces `from` (a string or a pattern) in `text`, failing when it does not occur exactly `times` times. */
function substitute(text: string, from: string | RegExp, to: (i: number) => string, times = 1): string {
  const re = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from;
  let i = 0;
  const out = text.replace(re, () => to(i++));
  if (i !== times) throw new Error(`deploy/nginx.conf: expected ${times} × ${String(from)}, found ${i}`);
  return out;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe.skipIf(why)('deploy/nginx.conf in a real nginx in front of three API processes', () => {
  const schema = testSchemaName('ngx');
  const redisPrefix = testRedisPrefix();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-nginx-'));
  const filesDir = path.join(dir, 'files');
  let servers: Server[] = [];
  let nginx: ChildProcess | null = null;
  let httpPort = 0;
  let httpsPort = 0;
  let cert: Buffer;
  let token = '';

  const request = (
    method: string,
    url: string,
    o: { headers?: Record<string, string>; body?: Buffer | string; tls?: boolean } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const tls = o.tls ?? true;
      const req = (tls ? https : http).request(
        {
          host: '127.0.0.1',
          port: tls ? httpsPort : httpPort,
          path: url,
          method,
          headers: o.headers,
          ...(tls ? { ca: cert, servername: 'labelwise.example.com', agent: false } : { agent: false }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(o.body);
    });

  const nginxArgs = () => ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];

  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    // Workers run as an unprivileged user when the test runs as root: their temp files go to a directory it may use.
    fs.mkdirSync(path.join(dir, 'tmp'), { mode: 0o777 });
    fs.chmodSync(path.join(dir, 'tmp'), 0o777);
    execFileSync(
      OPENSSL!,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=labelwise.example.com',
        '-addext',
        'subjectAltName=DNS:labelwise.example.com',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    cert = fs.readFileSync(path.join(dir, 'cert.pem'));

    await createTaggedSchema(PG_URL, schema);
    const env = {
      DATABASE_URL: PG_URL,
      DB_SCHEMA: schema,
      FILES_DIR: filesDir,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      TRUST_PROXY: '127.0.0.1',
      CONTACT_RATE_MAX: '3',
      UPLOAD_MAX_MB: '20',
    };
    servers = await Promise.all([0, 1, 2].map(() => startServer(env)));
    token = await loginAdmin(servers[0]!.base);
    // The run-time upload limit (5 MB by default) up to UPLOAD_MAX_MB; refreshCache tells every process.
    const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await client.connect();
    await client.query(`update configs set config_value = '20' where config_key = 'sys.upload.maxSizeMb'`);
    await client.end();
    const refreshed = await fetch(`${servers[0]!.base}${P}/system/config/refreshCache`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refreshed.status).toBe(200);

    [httpPort, httpsPort] = [await freePort(), await freePort()];
    let site = fs.readFileSync(path.join(PKG_DIR, 'deploy/nginx.conf'), 'utf8');
    site = substitute(site, 'listen 80;', () => `listen 127.0.0.1:${httpPort};`);
    site = substitute(site, 'listen 443 ssl http2;', () => `listen 127.0.0.1:${httpsPort} ssl http2;`);
    site = substitute(site, '/etc/ssl/labelwise/fullchain.pem', () => path.join(dir, 'cert.pem'));
    site = substitute(site, '/etc/ssl/labelwise/privkey.pem', () => path.join(dir, 'key.pem'));
    site = substitute(site, /server 127\.0\.0\.1:300\d/g, (i) => `server 127.0.0.1:${servers[i]!.port}`, 3);
    fs.writeFileSync(path.join(dir, 'site.conf'), site);
    const tmp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${path.join(dir, 'nginx.pid')};`,
        'daemon off;',
        'worker_processes 1;',
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        `  ${tmp('client_body')} ${tmp('proxy')} ${tmp('fastcgi')} ${tmp('uwsgi')} ${tmp('scgi')}`,
        `  include ${path.join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    await Promise.all(servers.map((s) => s.kill()));
    await dropSchemaAt(PG_URL, schema);
    fs.rmSync(dir, { recursive: true, force: true });
    await dropRedisKeys(redisPrefix);
  }, 60_000);

  it('nginx -t accepts the example; started, it redirects plain HTTP to HTTPS', async () => {
    const t = spawn(NGINX!, ['-t', ...nginxArgs()], { stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    t.stderr!.on('data', (d: Buffer) => (said += d.toString()));
    const code = await new Promise((r) => t.once('exit', r));
    expect(said).toContain('test is successful');
    // nginx 1.25.1 and later warn about the `listen ... http2` form that older ones need (see the file); nothing else.
    const complaints = said.split('\n').filter((l) => /\[(warn|emerg|alert|crit)\]/.test(l));
    expect(complaints.filter((l) => !/"listen \.\.\. http2" directive is deprecated/.test(l))).toEqual([]);
    expect(code).toBe(0);

    nginx = spawn(NGINX!, nginxArgs(), { stdio: 'ignore' });
    for (let i = 0; ; i++) {
      const up = await request('GET', `${P}/health`).catch(() => null);
      if (up?.status === 200) break;
      if (i > 100) throw new Error(`nginx did not answer: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const plain = await request('GET', `${P}/health?x=1`, { tls: false });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1${P}/health?x=1`);
  });

  it('the API believes the proxy, not the client: HSTS over the proxy, a forged X-Forwarded-For gets no fresh limit', async () => {
    const viaProxy = await request('GET', `${P}/public/brands`);
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const direct = await fetch(`${servers[1]!.base}${P}/public/brands`);
    expect(direct.headers.get('strict-transport-security'), 'plain HTTP straight to a process').toBeNull();

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await request('POST', `${P}/contact`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({
          name: `Proxy ${i}`,
          email: `proxy${i}@example.com`,
          message: `through nginx ${i}`,
          role: 'software_user',
          os: 'linux',
        }),
      });
      statuses.push(r.status);
    }
    // CONTACT_RATE_MAX=3 per address, counted in Redis over all three processes: the fourth is refused although
    // each request claimed another address.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a 12 MB driver uploads through the proxy and downloads through it with the same SHA-256', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(12 * 1024 * 1024)]);
    const m = multipart('driver-3.0.zip', zip);
    const up = await request('POST', `${P}/common/upload`, {
      headers: { ...m.headers, authorization: `Bearer ${token}` },
      body: m.payload,
    });
    expect(up.status, up.body.toString()).toBe(200);
    const data = (JSON.parse(up.body.toString()) as { data: { sha256: string; url: string } }).data;
    expect(data.sha256).toBe(sha(zip));
    for (let i = 0; i < 3; i++) {
      // Attached to nothing yet, so downloaded as the operator who uploaded it.
      const dl = await request('GET', data.url, { headers: { authorization: `Bearer ${token}` } });
      expect(dl.status).toBe(200);
      expect(sha(dl.body)).toBe(sha(zip));
    }
  });

  it('GETs keep answering 200 while one process is killed and, after that, another shuts down', async () => {
    const answers: Answer[] = [];
    let running = true;
    const loop = async () => {
      while (running) answers.push(await request('GET', `${P}/public/models?keyword=d5`));
    };
    const loops = [loop(), loop(), loop()];
    await new Promise((r) => setTimeout(r, 300));
    await servers[1]!.kill();
    // One at a time, as a rolling restart does: by now nginx has marked the killed process failed (max_fails), so a
    // request meets at most one process that is going away and the second try lands on a live one.
    await new Promise((r) => setTimeout(r, 1000));
    await servers[2]!.stop();
    await new Promise((r) => setTimeout(r, 300));
    running = false;
    await Promise.all(loops);
    expect(answers.length).toBeGreaterThan(20);
    const failed = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.toString().slice(0, 200)}`);
    expect(failed, `${failed.length} of ${answers.length} failed`).toEqual([]);
  });
});
