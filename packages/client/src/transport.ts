import type { HttpErrorKind } from './httpError.js';

const NETWORK_MESSAGES = [
  /^Network Error$/i, // axios wording, kept for messages coming from elsewhere
  /^Failed to fetch$/i, // Chromium
  /^fetch failed$/i, // Node / undici
  /^NetworkError when attempting to fetch resource\.?$/i, // Firefox
  /^Load failed$/i, // Safari
];

export interface TransportReading {
  kind: Extract<HttpErrorKind, 'network' | 'timeout' | 'http'>;
  status: number;
  /** Whether the error is a known "no connection" wording; otherwise its own message may be worth showing. */
  recognised: boolean;
}

/**
 * What a thrown transport error means: a timeout (ky's TimeoutError, or any "timed out" text), an HTTP status
 * ("status code NNN", as other libraries word it), or a network failure (the browsers' fetch wordings, any TypeError).
 */
export function readTransportError(error: unknown): TransportReading {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || /timeout|timed out/i.test(text))
    return { kind: 'timeout', status: 0, recognised: true };
  const status = /status code (\d{3})/i.exec(text);
  if (status) return { kind: 'http', status: Number(status[1]), recognised: true };
  const recognised = NETWORK_MESSAGES.some((pattern) => pattern.test(text)) || error instanceof TypeError;
  return { kind: 'network', status: 0, recognised };
}
