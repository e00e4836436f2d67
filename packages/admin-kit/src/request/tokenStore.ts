import { ADMIN_SESSION_HEADER, ADMIN_SESSION_HEADER_VALUE } from '@labelwise/contract/rules';
import type { TokenStore } from './types';

/** localStorage key that remembers a session is open, so start-up knows whether to ask the server who is signed in. */
export const SESSION_HINT_KEY = 'labelwise-admin-session';
/** The cookie earlier builds kept a script-readable token in; removed so no copy outlives the move to HttpOnly. */
const LEGACY_TOKEN_COOKIE = 'Admin-Token';

function hintStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage disabled by the browser: every start-up asks the server.
    return undefined;
  }
}

/**
 * The browser's session: the API keeps it in an HttpOnly cookie that this script never sees (so a script injected
 * into any page of the origin cannot carry it away). Calls send the session header, which the API requires on every
 * cookie-authenticated write; only a hint that a session is open is kept here.
 */
export function createCookieSessionStore(): TokenStore {
  const header = { [ADMIN_SESSION_HEADER]: ADMIN_SESSION_HEADER_VALUE };
  if (typeof document !== 'undefined') {
    document.cookie = `${LEGACY_TOKEN_COOKIE}=; Path=/; Max-Age=0`;
  }
  return {
    headers: () => header,
    loginHeaders: () => header,
    // Without storage the hint is unknown: assume a session may be open and let the server answer.
    has: () => {
      const storage = hintStorage();
      return storage ? storage.getItem(SESSION_HINT_KEY) === '1' : true;
    },
    set: () => hintStorage()?.setItem(SESSION_HINT_KEY, '1'),
    remove: () => hintStorage()?.removeItem(SESSION_HINT_KEY),
  };
}

/** A bearer token held in memory: tests, and hosts that cannot use cookies (lost when the page reloads). */
export interface MemoryTokenStore extends TokenStore {
  get(): string | undefined;
}

export function createMemoryTokenStore(initial?: string): MemoryTokenStore {
  let token = initial;
  return {
    get: () => token,
    headers: (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}),
    loginHeaders: () => ({}),
    has: () => token !== undefined,
    set: (next) => {
      token = next;
    },
    remove: () => {
      token = undefined;
    },
  };
}
