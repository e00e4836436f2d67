/**
 * Serving beside static files: the API serving the built site (live pages, its response cache, the sitemap, a 404 and
 * the model search) against nginx serving the same files from disk on the same machine, each with gzip, one after the
 * other so they never share the cores. For the model search nginx serves a file holding the API's own answer, which is
 * the floor a cached answer can reach. nginx sends gzip -9 copies made beforehand (`gzip_static`), as the API sends
 * bytes it compressed once. Prints req/s, p50 and p99 of each and the API's share of nginx's req/s (the
 * target is ≥ 0.8×). Figures only; exits 1 only when it could not measure.
 *
 * Usage: pnpm bench:static   Env: SITE_DIR (default ../e2e/.cache/site, else ../site/dist), BENCH_SECONDS (8),
 *        BENCH_CONNECTIONS (10), BENCH_JSON=<file> (the rows as JSON too), NGINX (default: nginx on PATH).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, PKG_DIR, startServer, tmpDir } from './lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Target {
  name: string;
  /** Path asked of the API. */
  api: string;
  /** Path asked of nginx (the same page's file, or the saved API answer). */
  nginx: string;
  /** Status both must answer. */
  status: number;
}

const TARGETS: Target[] = [
  { name: 'home /', api: '/', nginx: '/', status: 200 },
  { name: 'guide /d520', api: '/d520', nginx: '/d520', status: 200 },
  { name: '/de/download', api: '/de/download', nginx: '/de/download', status: 200 },
  { name: 'a 404', api: '/no-such-page', nginx: '/no-such-page', status: 404 },
  { name: 'sitemap', api: '/sitemap.xml', nginx: '/sitemap.xml', status: 200 },
  {
    name: 'model search (cached)',
    api: '/api-v1.0/public/models?keyword=pm241',
    nginx: '/bench-model-search.json',
    status: 200,
  },
];

function siteDir(): string {
  const candidates = [
    process.env.SITE_DIR,
    path.join(PKG_DIR, '../e2e/.cache/site'),
    path.join(PKG_DIR, '../site/dist'),
  ];
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'index.html')));
  if (!found) {
    console.error('No built site: run `flock /tmp/labelwise-build.lock pnpm --filter @labelwise/e2e run build-apps`.');
    process.exit(1);
  }
  return path.resolve(found);
}

function which(command: string): string | null {
  const r = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** nginx serving `root` as a static site would: pages as `dir/index.html`, the 404 page for anything else. */
async function startNginx(binary: string, root: string): Promise<{ base: string; stop(): Promise<void> }> {
  const dir = tmpDir('lw-bench-nginx-');
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  types { application/xml xml; application/json json; }
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript application/json application/xml image/svg+xml;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    etag on;
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404/index.html;
  }
}
`,
  );
  const proc: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 100) throw new Error(`nginx did not answer: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGQUIT');
      }),
  };
}

/** Every text file beside a gzip -9 copy, so nginx sends bytes from disk (`gzip_static`): its floor, not its CPU. */
function precompress(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|xml|json|js|css|svg|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Never outside the copy, whatever a link in it points at.
    if (path.relative(dir, fs.realpathSync(file)).startsWith('..')) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  wrongStatus: number;
}

async function measure(url: string, status: number): Promise<Figures> {
  // A first request warms the API's page cache (a live page is rendered once per content version).
  await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const answered = result.statusCodeStats?.[String(status) as keyof typeof result.statusCodeStats]?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    wrongStatus: result.requests.total - answered,
  };
}

async function main() {
  const nginxBinary = process.env.NGINX ?? which('nginx');
  if (!nginxBinary) {
    console.error('nginx is not installed (apt-get install nginx-light): there is nothing to compare with.');
    process.exit(1);
  }
  const root = siteDir();
  const work = tmpDir('lw-bench-static-');
  const api = await startServer({
    SITE_DIR: root,
    DATA_DIR: path.join(work, 'data'),
    FILES_DIR: path.join(work, 'files'),
  });
  // nginx's root: the same files, plus the API's model search answer saved as a file.
  const nginxRoot = path.join(work, 'site');
  // nginx's workers drop root for an unprivileged user, who must be able to walk into the temporary directory.
  fs.chmodSync(work, 0o755);
  // The live renderer's folder is not the site's (and links into node_modules): neither copied nor followed.
  fs.cpSync(root, nginxRoot, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => path.relative(root, source).split(path.sep)[0] !== 'server',
  });
  const search = await fetch(`${api.base}${TARGETS.at(-1)!.api}`);
  fs.writeFileSync(path.join(nginxRoot, 'bench-model-search.json'), Buffer.from(await search.arrayBuffer()));
  precompress(nginxRoot);

  const rows: Array<{ name: string; api: Figures; nginx: Figures }> = [];
  try {
    const nginx = await startNginx(nginxBinary, nginxRoot);
    try {
      for (const target of TARGETS) {
        const fromNginx = await measure(`${nginx.base}${target.nginx}`, target.status);
        const fromApi = await measure(`${api.base}${target.api}`, target.status);
        rows.push({ name: target.name, api: fromApi, nginx: fromNginx });
        console.error(`measured ${target.name}`);
      }
    } finally {
      await nginx.stop();
    }
  } finally {
    await api.stop();
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\nServing beside nginx (${CONNECTIONS} connections, ${SECONDS} s each, gzip)\n`);
  const widths = [9, 8, 8, 11, 8, 8, 11];
  const line = (first: string, cells: string[]) =>
    [first.padEnd(24), ...cells.map((cell, i) => cell.padStart(widths[i]!))].join('  ');
  console.log(line('what', ['API req/s', 'p50', 'p99', 'nginx req/s', 'p50', 'p99', 'API / nginx']));
  for (const { name, api: a, nginx: n } of rows) {
    const wrong = a.wrongStatus + n.wrongStatus > 0 ? `  (${a.wrongStatus}/${n.wrongStatus} wrong status)` : '';
    const cells = [a.rps.toFixed(0), ms(a.p50), ms(a.p99), n.rps.toFixed(0), ms(n.p50), ms(n.p99)];
    console.log(line(name, [...cells, `${(a.rps / n.rps).toFixed(2)}×`]) + wrong);
  }
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
