import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

export interface SolveOptions {
  /** Aborting stops the search (and terminates the workers); the solve then resolves `null`. */
  signal: AbortSignal;
  /** Gives up after this long and resolves `null`. */
  timeoutMs: number;
}

/** More workers than this bring little: each already keeps a core busy, and phones throttle. */
const MAX_WORKERS = 4;

/**
 * Finds the counter that solves an ALTCHA PBKDF2 challenge; `null` after a timeout or an abort.
 *
 * Off the main thread when the browser has Web Workers: the counters are split over up to four module workers
 * (`challenge.worker.ts`, bundled by Vite from the `new Worker(new URL(…))` below), which matters for the strong
 * challenge (thousands of PBKDF2 runs; several seconds on one core). The main-thread solve is the fallback where
 * there are no workers (jsdom in unit tests) or they fail to start (a policy blocking them): it keeps the page
 * responsive too, because WebCrypto's `deriveBits` is asynchronous and altcha-lib yields to the event loop, it is
 * just slower for a strong challenge.
 */
export async function solve(challenge: Challenge, { signal, timeoutMs }: SolveOptions): Promise<number | null> {
  if (signal.aborted) return null;
  if (typeof Worker !== 'undefined') {
    try {
      return await solveInWorkers(challenge, signal, timeoutMs);
    } catch {
      if (signal.aborted) return null;
      // A worker that could not start or failed: solve here instead.
    }
  }
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: timeoutMs });
    return solution?.counter ?? null;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

async function solveInWorkers(challenge: Challenge, signal: AbortSignal, timeoutMs: number): Promise<number | null> {
  const workers: Worker[] = [];
  const controller = new AbortController();
  // altcha-lib only messages the workers it has already started when its controller aborts; terminating them all
  // also covers an abort that comes while they are being created, and settles at once.
  let settle: (value: null) => void = () => undefined;
  const aborted = new Promise<null>((resolve) => {
    settle = resolve;
  });
  const stop = () => {
    controller.abort();
    for (const worker of workers) worker.terminate();
    settle(null);
  };
  signal.addEventListener('abort', stop, { once: true });
  try {
    const solution = await Promise.race([
      aborted,
      solveChallengeWorkers({
        challenge,
        controller,
        timeout: timeoutMs,
        concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
        createWorker: () => {
          const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), {
            type: 'module',
            name: 'labelwise-challenge',
          });
          workers.push(worker);
          return worker;
        },
      }),
    ]);
    return solution?.counter ?? null;
  } finally {
    signal.removeEventListener('abort', stop);
    for (const worker of workers) worker.terminate();
  }
}
