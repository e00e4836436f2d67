/**
 * SIGKILL durability check: submit contact messages from 50 concurrent clients, SIGKILL the server
 * mid-load, restart it on the same data, and verify every submission that got a 200 is stored.
 * Usage: pnpm check:durability [pglite|postgres] (default both).
 */
import { allContactIds, contactBody, dropSchema, loginAdmin, newSchema, pgUrl, startServer, tmpDir } from './lib.js';

async function check(engine: 'pglite' | 'postgres') {
  const schema = engine === 'postgres' ? await newSchema('dur') : '';
  const env: Record<string, string> = {
    FILES_DIR: tmpDir('lw-dur-files-'),
    CONTACT_RATE_MAX: '1000000',
    CONTACT_GLOBAL_MAX: '1000000',
    // Every acknowledged message is counted afterwards: the unread inbox's cap must not drop any.
    CONTACT_UNREAD_MAX: '100000000',
    ...(engine === 'postgres'
      ? { DATABASE_URL: await pgUrl(), DB_SCHEMA: schema }
      : { DATABASE_URL: '', DATA_DIR: tmpDir('lw-dur-pglite-') }),
  };
  let server = await startServer(env);
  const accepted: number[] = [];
  let failedRequests = 0;
  let fiveXX = 0;
  let stop = false;
  let i = 0;
  const client = async () => {
    while (!stop) {
      try {
        const r = await fetch(`${server.base}/api-v1.0/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contactBody(i++),
        });
        if (r.status >= 500) fiveXX++;
        if (r.status === 200) {
          const b = (await r.json()) as { data?: { id?: number } };
          if (typeof b.data?.id === 'number') accepted.push(b.data.id);
        }
      } catch {
        failedRequests++; // connection reset by the kill: not acknowledged, so not counted
        if (stop) break;
      }
    }
  };
  const clients = Array.from({ length: 50 }, client);
  await new Promise((r) => setTimeout(r, 3000));
  const beforeKill = accepted.length;
  await server.kill();
  stop = true;
  await Promise.all(clients);
  const t0 = Date.now();
  server = await startServer(env);
  const restartMs = Date.now() - t0;
  const token = await loginAdmin(server.base);
  const stored = await allContactIds(server.base, token);
  const missing = accepted.filter((id) => !stored.has(id));
  await server.stop();
  if (engine === 'postgres') await dropSchema(schema);
  console.log(
    `${engine}: 200s before SIGKILL ${accepted.length} (${beforeKill} at kill time), connection errors ${failedRequests}, 5xx ${fiveXX}, ` +
      `rows after restart ${stored.size}, acknowledged but missing ${missing.length}, restart ${restartMs} ms -> ${missing.length === 0 && fiveXX === 0 ? 'PASS' : 'FAIL'}`,
  );
  return missing.length === 0 && fiveXX === 0;
}

const which = process.argv[2];
const engines: Array<'pglite' | 'postgres'> =
  which === 'pglite' || which === 'postgres' ? [which] : ['pglite', 'postgres'];
let ok = true;
for (const e of engines) ok = (await check(e)) && ok;
process.exit(ok ? 0 : 1);
