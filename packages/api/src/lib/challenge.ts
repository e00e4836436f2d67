import crypto from 'node:crypto';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The sign-in check is an ALTCHA proof of work instead of a picture: the svg captcha it replaces drew each
 * character as the same path every time, so a per-glyph matcher read all of them. Here the server picks a secret
 * counter in a range and publishes only the first 16 bytes of PBKDF2(nonce ‖ counter); the browser must try
 * counters from 0 upwards until the prefix matches. Nothing in the challenge shortcuts that search (a 128-bit
 * prefix cannot be guessed), so every attempt costs the configured number of PBKDF2 iterations, on average
 * `cost × (min + max) / 2`. The answer is the counter itself, so the login contract (`code`, `uuid`) is unchanged,
 * and the server checks it by comparing numbers: no key derivation on the server per login.
 */
import type { ChallengeStrength } from '@labelwise/contract/rules';
export { CHALLENGE_STRENGTHS, type ChallengeStrength } from '@labelwise/contract/rules';
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

export interface ChallengeWork {
  /** PBKDF2 iterations per counter tried. */
  cost: number;
  /**
   * The secret counter is drawn uniformly from [min, max]: the solver tries min + 1 … max + 1 derivations. The
   * defaults start at 0: with a lower bound above 0 (the first release used 300) a solver could start there and skip
   * that work, since the range is no secret; from 0 every counter the solver skips may be the answer.
   */
  normal: { min: number; max: number };
  /** Asked for an account that has had many failed sign-ins, from anywhere. */
  strong: { min: number; max: number };
}

export const DEFAULT_CHALLENGE_WORK: ChallengeWork = {
  cost: 1_000,
  // The same expected work as [300, 800] and [6000, 12000] (551,000 and 9,001,000 PBKDF2 iterations), no lower bound.
  normal: { min: 0, max: 1_100 },
  strong: { min: 0, max: 18_000 },
};

export interface IssuedChallenge {
  /** What the client solves: altcha-lib v2's challenge, unsigned (the server keeps the answer). */
  challenge: Pick<Challenge, 'parameters'>;
  /** The secret counter: stored server-side with the challenge id, never sent. */
  counter: number;
}

export async function issueChallenge(work: ChallengeWork, strength: ChallengeStrength): Promise<IssuedChallenge> {
  const range = work[strength];
  const counter = crypto.randomInt(range.min, range.max + 1);
  const c = await createChallenge({ algorithm: CHALLENGE_ALGORITHM, cost: work.cost, counter, deriveKey });
  return { challenge: { parameters: c.parameters }, counter };
}

/** Expected PBKDF2 iterations a solver spends on one challenge of this strength. */
export function expectedIterations(work: ChallengeWork, strength: ChallengeStrength): number {
  const r = work[strength];
  return work.cost * ((r.min + r.max) / 2 + 1);
}
