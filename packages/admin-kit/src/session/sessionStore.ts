import type { RequestClient } from '../request/client';
import type { TokenStore } from '../request/types';
import type { ServerRoute } from '../routing/types';
import { createStore, type Store } from '../settings/store';
import * as api from './api';

export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'error';

export interface SessionState {
  status: SessionStatus;
  user?: api.UserInfo['user'];
  roles: readonly string[];
  permissions: readonly string[];
  /** The `/getRouters` menu tree of the signed-in user. */
  menu: readonly ServerRoute[];
}

export interface SessionStore extends Store<SessionState> {
  /** Logs in (the username is trimmed), keeps the token, then loads the user and the menu. */
  login(form: api.LoginForm): Promise<void>;
  /** `getInfo` then `getRouters` for the stored token. Without a token it settles as anonymous. */
  load(): Promise<void>;
  /**
   * Calls `/logout` and clears token, roles and permissions whatever the call did (a failed logout
   * still resolves).
   */
  logout(): Promise<void>;
  /** Forgets the session locally, without calling the server (the expired-session "log in again"). */
  clear(): void;
}

const anonymous: SessionState = { status: 'anonymous', roles: [], permissions: [], menu: [] };

export function createSessionStore(client: RequestClient, tokenStore: TokenStore): SessionStore {
  const store = createStore<SessionState>(tokenStore.has() ? { ...anonymous, status: 'loading' } : anonymous);
  const clear = () => {
    tokenStore.remove();
    store.setState(anonymous);
  };

  async function load(): Promise<void> {
    if (!tokenStore.has()) {
      store.setState(anonymous);
      return;
    }
    store.setState({ ...store.getState(), status: 'loading' });
    let info: api.UserInfo;
    try {
      info = await api.getInfo(client);
    } catch {
      // The token no longer works (the request layer has already said why): back to the login page.
      clear();
      return;
    }
    try {
      const menu = await api.getRouters(client);
      store.setState({ status: 'ready', user: info.user, roles: info.roles, permissions: info.permissions, menu });
    } catch {
      store.setState({ status: 'error', user: info.user, roles: info.roles, permissions: info.permissions, menu: [] });
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    async login(form) {
      const body: api.LoginForm = { username: form.username.trim(), password: form.password };
      if (form.code !== undefined) body.code = form.code.trim();
      if (form.uuid !== undefined) body.uuid = form.uuid;
      tokenStore.set(await api.login(client, body, tokenStore.loginHeaders()));
      await load();
    },
    load,
    async logout() {
      try {
        await api.logout(client);
      } catch {
        // The session is cleared even when the call fails.
      } finally {
        clear();
      }
    },
    clear,
  };
}
