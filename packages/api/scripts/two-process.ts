/**
 * Two API processes on one PostgreSQL: a token issued by one is accepted by the other,
 * and logout on one revokes it on both.
 */
import { dropSchema, loginAdmin, newSchema, pgUrl, startServer, tmpDir } from './lib.js';

const schema = await newSchema('two');
const env = { DATABASE_URL: await pgUrl(), DB_SCHEMA: schema, FILES_DIR: tmpDir('lw-two-files-') };
// Start both at once: migrations and seed are guarded by advisory locks.
const [a, b] = await Promise.all([startServer(env), startServer(env)]);
const info = async (base: string, token: string) =>
  (await fetch(`${base}/api-v1.0/getInfo`, { headers: { authorization: `Bearer ${token}` } })).status;
let ok = true;
try {
  const token = await loginAdmin(a.base);
  const onA = await info(a.base, token);
  const onB = await info(b.base, token);
  console.log(`token from process A (:${a.port}) -> getInfo on A ${onA}, on B (:${b.port}) ${onB}`);
  const lo = await fetch(`${b.base}/api-v1.0/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const afterA = await info(a.base, token);
  const afterB = await info(b.base, token);
  console.log(`logout on B -> ${lo.status}; getInfo afterwards on A ${afterA}, on B ${afterB}`);
  ok = onA === 200 && onB === 200 && afterA === 401 && afterB === 401;
  console.log(ok ? 'PASS' : 'FAIL');
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await dropSchema(schema);
}
process.exit(ok ? 0 : 1);
