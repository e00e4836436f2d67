// Prints one line per report and then one closing line for all suites, e.g. "Tests: 412 passed, 0 failed, 3 skipped".
// Every *.json in the directory counts, so the Node 22 reruns (unit-node22.json, api-node22.json) add to the totals.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const p = report.numPassedTests ?? 0;
  const f = report.numFailedTests ?? 0;
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`  ${file}: passed ${p}, failed ${f}, skipped ${s}`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
