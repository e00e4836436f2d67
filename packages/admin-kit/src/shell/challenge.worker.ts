/*
 * The Web Worker that solves a sign-in challenge off the main thread (see challengeSolver.ts). It speaks the
 * protocol of altcha-lib's `solveChallengeWorkers` ({ type: 'work', … } / { type: 'abort' } in, the solution, null
 * or { error } out), like the library's own worker entries. Those cannot be used as they are: its
 * `altcha-lib/workers/pbkdf2` derives keys with `node:crypto`, which a browser does not have, so this one runs the
 * library's solver with its WebCrypto key derivation. It imports nothing the pages do not import already, so Vite's
 * dependency optimiser finds both modules when it scans the app and never re-optimises (and reloads) later.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

interface WorkMessage {
  type: 'work';
  challenge: Challenge;
  counterMode?: 'uint32' | 'string';
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
}

type Incoming = WorkMessage | { type: 'abort' };

let controller: AbortController | undefined;

self.onmessage = async (message: MessageEvent<Incoming>) => {
  const data = message.data;
  if (data.type === 'abort') {
    controller?.abort();
    return;
  }
  if (data.type !== 'work') return;
  controller = new AbortController();
  try {
    const solution = await solveChallenge({
      challenge: data.challenge,
      controller,
      deriveKey,
      ...(data.counterMode === undefined ? {} : { counterMode: data.counterMode }),
      ...(data.counterStart === undefined ? {} : { counterStart: data.counterStart }),
      ...(data.counterStep === undefined ? {} : { counterStep: data.counterStep }),
      ...(data.timeout === undefined ? {} : { timeout: data.timeout }),
    });
    self.postMessage(solution);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
