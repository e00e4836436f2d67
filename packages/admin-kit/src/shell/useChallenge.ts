import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestClient } from '../request/client';
import { fetchChallenge, type ChallengeStrength } from '../session/api';
import { solve } from './challengeSolver';

/**
 * Where the sign-in check stands: `loading` (fetching a challenge), `working` (solving it), `ready` (solved, an
 * answer is waiting), `failed` (the fetch or the solve failed: offer Retry), or `off` (the server has no check).
 */
export type ChallengeState =
  | { kind: 'loading'; strength: ChallengeStrength }
  | { kind: 'working'; strength: ChallengeStrength }
  | { kind: 'ready'; strength: ChallengeStrength }
  | { kind: 'failed'; strength: ChallengeStrength }
  | { kind: 'off' };

/** What a form sends: `code` (the solved counter) and `uuid`, nothing when the check is off, or nothing at all. */
export type ChallengeAnswer = { kind: 'solved'; code: string; uuid: string } | { kind: 'off' } | { kind: 'failed' };

export interface ChallengeControl {
  state: ChallengeState;
  /** Until the server says otherwise a check is expected; `captchaEnabled: false` turns it `off`. */
  required: boolean;
  /** Whether the server accepts self-registration (it says so with the challenge). */
  registerEnabled: boolean;
  /**
   * Fetches and solves a new challenge (Retry; `'strong'` when the server asks for it). Without an argument the
   * last strength asked for is kept: an account that needed the strong check still needs it on the next attempt.
   */
  refresh: (strength?: ChallengeStrength) => void;
  /** After a failed submit: the answer was used up (single use), so fetch the next one unless the check is off. */
  renew: () => void;
  /**
   * Waits for the solve under way (following any refresh meanwhile) and hands out its answer once; a second call,
   * or an answer about to expire, starts a new challenge and waits for that. `failed` when the fetch or the solve
   * failed (the status then offers Retry) or the page went away.
   */
  answer: () => Promise<ChallengeAnswer>;
}

/** A solve may take at most this long when the server gives no expiry. */
const DEFAULT_SOLVE_TIMEOUT_MS = 90_000;
/** An answer this close to its expiry is not sent: the request could arrive after it. */
const EXPIRY_MARGIN_MS = 5_000;

type Outcome =
  | { kind: 'solved'; code: string; uuid: string; expiresAt: number | undefined }
  | { kind: 'off' }
  | { kind: 'failed' }
  | { kind: 'aborted' };

interface Attempt {
  controller: AbortController;
  outcome: Promise<Outcome>;
  /** The answer was handed out: it is single use. */
  used: boolean;
}

/**
 * The proof-of-work check of the login and register pages (`GET /captchaImage`, no token, 20 s timeout):
 * fetch an ALTCHA challenge, solve it in the browser, hand its counter to the form. The user types nothing. Solving
 * starts as soon as the page opens and is aborted when it closes.
 */
export function useChallenge(client: RequestClient): ChallengeControl {
  const [state, setState] = useState<ChallengeState>({ kind: 'loading', strength: 'normal' });
  const [registerEnabled, setRegisterEnabled] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const strength = useRef<ChallengeStrength>('normal');
  const off = useRef(false);

  const start = useCallback(
    (wanted: ChallengeStrength): Attempt => {
      attempt.current?.controller.abort();
      strength.current = wanted;
      const controller = new AbortController();
      const { signal } = controller;
      setState({ kind: 'loading', strength: wanted });
      // Every state change below comes right after a check that this attempt is still the current one.
      const run = async (): Promise<Outcome> => {
        const fetchedAt = Date.now();
        let offer;
        try {
          offer = await fetchChallenge(client, wanted, signal);
        } catch {
          if (signal.aborted) return { kind: 'aborted' };
          setState({ kind: 'failed', strength: wanted });
          return { kind: 'failed' };
        }
        if (signal.aborted) return { kind: 'aborted' };
        setRegisterEnabled(offer.registerEnabled);
        off.current = !offer.enabled;
        if (!offer.enabled) {
          setState({ kind: 'off' });
          return { kind: 'off' };
        }
        setState({ kind: 'working', strength: offer.strength });
        let counter: number | null = null;
        try {
          counter = await solve(offer.challenge, { signal, timeoutMs: offer.expiresInMs ?? DEFAULT_SOLVE_TIMEOUT_MS });
        } catch {
          counter = null;
        }
        if (signal.aborted) return { kind: 'aborted' };
        if (counter === null) {
          setState({ kind: 'failed', strength: offer.strength });
          return { kind: 'failed' };
        }
        setState({ kind: 'ready', strength: offer.strength });
        const expiresAt = offer.expiresInMs === undefined ? undefined : fetchedAt + offer.expiresInMs;
        return { kind: 'solved', code: String(counter), uuid: offer.uuid, expiresAt };
      };
      const next: Attempt = { controller, outcome: run(), used: false };
      attempt.current = next;
      return next;
    },
    [client],
  );

  useEffect(() => {
    start('normal');
    return () => {
      attempt.current?.controller.abort();
    };
  }, [start]);

  const refresh = useCallback((wanted?: ChallengeStrength) => void start(wanted ?? strength.current), [start]);
  const renew = useCallback(() => {
    if (!off.current) start(strength.current);
  }, [start]);

  const answer = useCallback(async (): Promise<ChallengeAnswer> => {
    for (;;) {
      const current = attempt.current;
      if (!current) return { kind: 'failed' };
      const outcome = await current.outcome;
      // Replaced while we waited (Retry, a strong challenge): wait for the newer one instead.
      if (attempt.current !== current) continue;
      if (outcome.kind === 'aborted') return { kind: 'failed' };
      if (outcome.kind !== 'solved') return outcome;
      if (current.used || (outcome.expiresAt !== undefined && Date.now() > outcome.expiresAt - EXPIRY_MARGIN_MS)) {
        start(strength.current);
        continue;
      }
      current.used = true;
      return { kind: 'solved', code: outcome.code, uuid: outcome.uuid };
    }
  }, [start]);

  return { state, required: state.kind !== 'off', registerEnabled, refresh, renew, answer };
}
