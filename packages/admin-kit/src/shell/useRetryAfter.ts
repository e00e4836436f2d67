import { useCallback, useEffect, useState } from 'react';

export interface RetryAfter {
  /** Whole seconds left; 0 when the user may try again. */
  remaining: number;
  /** Starts (or restarts) the wait, from a 429's `Retry-After`. */
  wait: (seconds: number) => void;
}

/** A countdown for "too many attempts": it ticks once a second and ends by itself. */
export function useRetryAfter(): RetryAfter {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const wait = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  return { remaining: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), wait };
}
