import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestClient } from '../request/client';
import { fetchCaptcha, type Captcha } from '../session/api';

export type CaptchaState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; captcha: Captcha };

export interface CaptchaControl {
  state: CaptchaState;
  /** Until the server says otherwise the captcha is expected; `captchaEnabled: false` hides it. */
  required: boolean;
  /** The image and its uuid, once loaded and when the server wants a captcha. */
  image: Extract<Captcha, { enabled: true }> | undefined;
  /** Whether the server accepts self-registration (it says so with the captcha). */
  registerEnabled: boolean;
  /** Fetches a new captcha: each one is single-use, so call it after every failed submit. */
  refresh: () => Promise<void>;
}

/** The captcha of the login and register pages (spec §7: `GET /captchaImage`, no token, 20 s timeout). */
export function useCaptcha(client: RequestClient): CaptchaControl {
  const [state, setState] = useState<CaptchaState>({ kind: 'loading' });
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const next = await fetchCaptcha(client);
      if (mounted.current) setState({ kind: 'ready', captcha: next });
    } catch {
      if (mounted.current) setState({ kind: 'failed' });
    }
  }, [client]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  const ready = state.kind === 'ready' ? state.captcha : undefined;
  return {
    state,
    required: !ready || ready.enabled,
    image: ready?.enabled ? ready : undefined,
    registerEnabled: ready?.registerEnabled ?? false,
    refresh,
  };
}
