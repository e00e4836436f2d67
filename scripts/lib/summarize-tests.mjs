// Prints the phase table of an npm test run and one closing line for all suites, e.g.
// "Tests: 412 passed, 0 failed, 3 skipped". Usage: summarize-tests.mjs REPORT_DIR [TOTAL_WALL_SECONDS].
// REPORT_DIR holds the suites' Vitest JSON reports (*.json) and logs/phases.tsv (scripts/lib/jobs.sh).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, totalSeconds] = process.argv.slice(2);

/** @param {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number }} r */
const counts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});

// The workspace run mixes four Vitest projects; a file's project follows from its path (vitest.config.ts).
const projectOf = (file) =>
  /\.stories\.tsx$/.test(file)
    ? 'stories'
    : /packages\/ui\/test\//.test(file)
      ? 'pack'
      : /\.test\.tsx$/.test(file)
        ? 'components'
        : 'logic';

const reports = new Map();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  reports.set(file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
}

const rows = [];
const phasesFile = path.join(dir, 'logs', 'phases.tsv');
const phases = existsSync(phasesFile)
  ? readFileSync(phasesFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : [];
for (const [name, seconds, report, mode] of phases) {
  const r = reports.get(report);
  rows.push({ name: mode === 'bg' ? `${name} (beside)` : name, seconds, ...(r ? counts(r) : {}) });
  if (report === 'workspace.json' && r) {
    // Per project: tests and the seconds its files ran (summed over both workers, so not wall time).
    const byProject = new Map();
    for (const t of r.testResults ?? []) {
      const p = projectOf(t.name);
      const row = byProject.get(p) ?? { passed: 0, failed: 0, skipped: 0, busy: 0 };
      for (const a of t.assertionResults ?? []) {
        if (a.status === 'passed') row.passed += 1;
        else if (a.status === 'failed') row.failed += 1;
        else row.skipped += 1;
      }
      row.busy += Math.max(0, (t.endTime ?? 0) - (t.startTime ?? 0)) / 1000;
      byProject.set(p, row);
    }
    for (const [p, row] of [...byProject].sort()) {
      rows.push({ name: `  ${p} (file-seconds ${Math.round(row.busy)})`, seconds: '', ...row });
    }
  }
}

if (rows.length > 0) {
  const cell = (v, w) => String(v ?? '').padStart(w);
  const nameWidth = Math.max(...rows.map((r) => r.name.length), 5);
  console.log(
    `\n${'phase'.padEnd(nameWidth)} ${cell('wall s', 7)} ${cell('passed', 7)} ${cell('failed', 7)} ${cell('skipped', 8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(nameWidth)} ${cell(r.seconds, 7)} ${cell(r.passed, 7)} ${cell(r.failed, 7)} ${cell(r.skipped, 8)}`,
    );
  }
  if (totalSeconds) console.log(`${'total wall time'.padEnd(nameWidth)} ${cell(totalSeconds, 7)}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [file, report] of [...reports].sort()) {
  const c = counts(report);
  console.log(`  ${file}: passed ${c.passed}, failed ${c.failed}, skipped ${c.skipped}`);
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
