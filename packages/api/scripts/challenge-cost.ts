/**
 * What the sign-in proof of work costs a solver on this machine: solves fresh challenges with the production
 * defaults (Node's WebCrypto PBKDF2, the same code path as the admin's browser) and prints the figures.
 *   pnpm bench:challenge [samples=10]
 */
import os from 'node:os';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import {
  DEFAULT_CHALLENGE_WORK,
  expectedIterations,
  issueChallenge,
  type ChallengeStrength,
} from '../src/lib/challenge.js';

const samples = Number(process.argv[2] ?? 10);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

console.log(
  `proof-of-work cost, ${samples} challenges per strength, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| strength | PBKDF2 iterations (expected) | mean s | p50 s | p90 s | max s |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const strength of ['normal', 'strong'] as ChallengeStrength[]) {
  const n = strength === 'strong' ? Math.max(2, Math.ceil(samples / 3)) : samples;
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const issued = await issueChallenge(DEFAULT_CHALLENGE_WORK, strength);
    const t0 = performance.now();
    const solution = await solveChallenge({ challenge: issued.challenge, deriveKey });
    if (solution?.counter !== issued.counter) throw new Error('solver found a different counter');
    times.push((performance.now() - t0) / 1000);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const f = (v: number) => v.toFixed(2);
  console.log(
    `| ${strength} (${n}) | ${expectedIterations(DEFAULT_CHALLENGE_WORK, strength).toLocaleString('en')} | ${f(mean)} | ${f(pct(times, 50))} | ${f(pct(times, 90))} | ${f(Math.max(...times))} |`,
  );
}
