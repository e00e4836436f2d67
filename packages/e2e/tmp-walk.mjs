import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];
for (const [w, path] of [[390, '/zh-cn/d520'], [1366, '/zh-cn/d520'], [390, '/de/printers'], [1366, '/de/printers']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 800 }, isMobile: w < 500, hasTouch: w < 500, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  p.on('console', (m) => m.type() === 'error' && errors.push(`${path} ${m.text()}`));
  p.on('pageerror', (e) => errors.push(`${path} ${e.message}`));
  await p.goto('http://127.0.0.1:4610' + path, { waitUntil: 'networkidle' });
  if (w < 500) {
    await p.getByRole('button', { name: /菜单|Menü/ }).click();
    await p.waitForTimeout(500);
  }
  await p.screenshot({ path: `/tmp/walk/${path.replace(/\//g, '_')}-${w}.png`, clip: { x: 0, y: 0, width: w, height: 500 } });
  await ctx.close();
}
console.log('errors', errors);
await b.close();
