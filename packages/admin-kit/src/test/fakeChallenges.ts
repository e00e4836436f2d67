import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ChallengeStrength } from '../session/api';

/**
 * The secret counters of the fakes' challenges: tiny (one PBKDF2 iteration per counter), so tests and stories solve
 * them in milliseconds, and different per strength, so an assertion on `code` tells which challenge was solved.
 */
export const FAKE_COUNTERS: Readonly<Record<ChallengeStrength, number>> = { normal: 3, strong: 5 };

export type ChallengeCheck = { ok: true; strength: ChallengeStrength } | { ok: false; msg: string };

/**
 * Issues real ALTCHA challenges the way packages/api does (`createChallenge` with a known counter, no signature),
 * remembers each uuid's counter, and checks a submitted `code`/`uuid` once (single use), with the API's messages.
 */
export function createChallengeIssuer() {
  let issued = 0;
  const open = new Map<string, { counter: number; strength: ChallengeStrength }>();
  return {
    /** The fields of a `/captchaImage` answer with the check on (without `registerEnabled`). */
    async issue(strength: ChallengeStrength = 'normal') {
      issued += 1;
      const uuid = `uuid-${issued}`;
      const counter = FAKE_COUNTERS[strength];
      const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter, deriveKey });
      open.set(uuid, { counter, strength });
      return {
        captchaEnabled: true,
        uuid,
        strength,
        challenge: { parameters: challenge.parameters },
        expiresInMs: 120_000,
      };
    },
    /** Consumes `uuid` and compares `code` with its counter. */
    check(code: unknown, uuid: unknown): ChallengeCheck {
      if (typeof uuid !== 'string' || !uuid) return { ok: false, msg: 'uuid: is required (fetch /captchaImage first)' };
      if (typeof code !== 'string' || !code) return { ok: false, msg: 'code: is required' };
      const entry = open.get(uuid);
      open.delete(uuid);
      if (!entry) return { ok: false, msg: 'code: the check expired, fetch a new one' };
      if (code !== String(entry.counter)) return { ok: false, msg: 'code: the check is incorrect' };
      return { ok: true, strength: entry.strength };
    },
  };
}
