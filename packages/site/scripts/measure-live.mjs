#!/usr/bin/env node
// Publish → visible on the public page through a running API (BASE, default http://127.0.0.1:3917; the admin
// password in PW), RUNS times: saves a draft of the D520 guide's German USB steps, publishes, polls /de/d520.
// Prints median/max of publish → visible, the first (rendering) and the next (cached) request, and snapshot sizes.
import zlib from 'node:zlib';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3917';
const N = Number(process.env.RUNS ?? 7);
const j = async (method, url, token, body) => {
  const r = await fetch(BASE + '/api-v1.0' + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return r.json();
};
const login = await j('POST', '/login', null, { username: 'admin', password: process.env.PW ?? 'admin123' });
const token = login.token;
const list = await j('GET', '/site/content/guide/list?key=d520&pageSize=50', token);
const row = list.rows.find((r) => r.key === 'd520');
const item = (await j('GET', `/site/content/guide/${row.itemId}`, token)).data;
const pick = (v) => v.draft ?? v.published;
const texts = Object.fromEntries(
  Object.entries(item.texts)
    .map(([l, v]) => [l, pick(v)])
    .filter(([, v]) => v),
);
const page = async (p) => {
  const t0 = performance.now();
  const r = await fetch(BASE + p, { headers: { 'accept-encoding': 'br' } });
  const body = await r.text();
  return { ms: performance.now() - t0, body, version: r.headers.get('x-live-version') };
};
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const visible = [],
  cold = [],
  warm = [];
for (let i = 0; i < N; i++) {
  const marker = `Messlauf ${Date.now()}-${i}: USB-Kabel des {model} einstecken.`;
  const expected = marker.replace('{model}', 'D520BT');
  texts['de-de'] = { ...texts['de-de'], steps: { ...(texts['de-de']?.steps ?? {}), usb: [marker] } };
  const saved = await j('PUT', `/site/content/guide/${row.itemId}/draft`, token, { shared: pick(item.shared), texts });
  if (saved.code !== 200) throw new Error(JSON.stringify(saved));
  const t0 = performance.now();
  const pub = await j('POST', `/site/content/guide/${row.itemId}/publish`, token, {});
  if (pub.code !== 200) throw new Error(JSON.stringify(pub));
  let first = null;
  for (;;) {
    const r = await page('/de/d520');
    if (r.body.includes(expected)) {
      first = r;
      break;
    }
    if (performance.now() - t0 > 30_000) throw new Error('not visible after 30 s');
  }
  visible.push(performance.now() - t0);
  cold.push(first.ms);
  warm.push((await page('/de/d520')).ms);
}
const snap = [];
for (const l of ['en-us', 'de-de', 'zh-cn']) {
  const r = await fetch(`${BASE}/api-v1.0/content/published?locale=${l}`);
  const text = JSON.stringify((await r.json()).data);
  snap.push(
    `${l} ${(text.length / 1024).toFixed(1)} KB JSON, ${(zlib.gzipSync(text).length / 1024).toFixed(1)} KB gzip`,
  );
}
const f = (a) => `median ${median(a).toFixed(0)} ms, max ${Math.max(...a).toFixed(0)} ms`;
console.log(`runs: ${N}`);
console.log(`publish → visible on /de/d520: ${f(visible)}`);
console.log(`request after publish (render, cold cache): ${f(cold)}`);
console.log(`next request (warm cache): ${f(warm)}`);
console.log(`snapshot: ${snap.join('; ')}`);
