import { createContext, useContext } from 'react';
import type { Locale } from '@labelwise/ui';
import type { RouteDef, SiteVariant } from '../logic/routes';
import type { SiteConfig } from './config';

/** What every page needs to know about where it is. */
export interface SiteContextValue {
  locale: Locale;
  route: RouteDef;
  variant: SiteVariant;
  /** Build-time configuration (third-party URLs). */
  config: SiteConfig;
  /** The path without the locale prefix (`/printers`). */
  path: string;
  /** Adds the current locale's prefix to an internal path (`/printers` → `/de/printers`). */
  localize: (path: string) => string;
  /** Switches the language: stores the choice and moves to the same page in that locale. */
  switchLocale: (locale: Locale) => void;
}

/** Session storage, or null where it is unavailable (SSR, privacy modes that throw on access). */
export function safeSessionStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside the site shell (SiteRoutes).');
  return value;
}
