import { useRef, useState } from 'react';
import type { RequestClient } from '../request/client';
import { authFailure } from '../session/api';
import { useChallenge } from './useChallenge';
import { useRetryAfter } from './useRetryAfter';

/** The browser-check proof sent with the form: empty when the server has no check. */
export type ChallengeProof = { code: string; uuid: string } | Record<string, never>;

/**
 * The submit of a form behind the browser check (login, register): while a 429 wait runs, another press points at
 * the wait instead of counting against the account; otherwise the form goes once the check is solved (a failed check
 * shows Retry and sends nothing). A refused attempt used the check up, so the next one is fetched — the strong one
 * when the server asks for it and `strongOnRequest` is set — and a 429 starts the wait.
 */
export function useAuthSubmit(client: RequestClient, { strongOnRequest = false } = {}) {
  const challenge = useChallenge(client);
  const retryAfter = useRetryAfter();
  const retryNotice = useRef<HTMLElement>(null);
  const [submitting, setSubmitting] = useState(false);

  async function send(request: (proof: ChallengeProof) => Promise<void>, onRefused: (error: unknown) => void) {
    if (retryAfter.remaining > 0) {
      retryNotice.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await challenge.answer();
      if (answer.kind === 'failed') return;
      await request(answer.kind === 'solved' ? { code: answer.code, uuid: answer.uuid } : {});
    } catch (error) {
      onRefused(error);
      const failure = authFailure(error);
      if (strongOnRequest && failure.kind === 'strongChallenge') challenge.refresh('strong');
      else challenge.renew();
      if (failure.kind === 'tooMany') retryAfter.wait(failure.retryAfterSeconds);
    } finally {
      setSubmitting(false);
    }
  }

  return { challenge, retryAfter, retryNotice, submitting, send };
}
