import Cookies from 'js-cookie';
import { ADMIN_TOKEN_COOKIE } from '@labelwise/contract/rules';
import type { TokenStore } from './types';

export const TOKEN_COOKIE = ADMIN_TOKEN_COOKIE;

export interface CookieTokenStoreOptions {
  name?: string;
  /** Default: `true` when the page is served over https (a Secure cookie is dropped on plain http). */
  secure?: boolean;
  path?: string;
}

function servedOverHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * The bearer token, kept in a cookie after login. SameSite=Lax keeps it off
 * cross-site sub-requests; it is read by script because it goes out as an Authorization header. The API reads the
 * cookie itself only to serve a not-yet-public file to the images of the draft preview.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const name = options.name ?? TOKEN_COOKIE;
  const path = options.path ?? '/';
  return {
    get: () => Cookies.get(name) || undefined,
    set: (token) => {
      Cookies.set(name, token, { secure: options.secure ?? servedOverHttps(), sameSite: 'Lax', path });
    },
    remove: () => Cookies.remove(name, { path }),
  };
}

/** A token store that lives in memory: tests, and hosts that cannot use cookies. */
export function createMemoryTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    remove: () => {
      token = undefined;
    },
  };
}
