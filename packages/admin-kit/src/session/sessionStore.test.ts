// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRequestClient } from '../request/client';
import { createCookieSessionStore, createMemoryTokenStore } from '../request/tokenStore';
import { createFakeApi, pathsOf } from '../test/fakeApi';
import { formatterFor } from '../test/intl';
import { fetchChallenge } from './api';
import { createSessionStore } from './sessionStore';

function setup(options: Parameters<typeof createFakeApi>[0] = {}, token?: string) {
  const api = createFakeApi(options);
  const tokenStore = createMemoryTokenStore(token);
  const client = createRequestClient({
    origin: 'http://admin.test',
    tokenStore,
    formatMessage: formatterFor('en-us'),
    notify: () => undefined,
    onSessionExpired: () => Promise.resolve('stay'),
    fetch: api.fetch,
  });
  return { api, client, tokenStore, session: createSessionStore(client, tokenStore) };
}

describe('session store', () => {
  it('login trims the username, keeps the token, then loads getInfo and getRouters', async () => {
    const { api, client, tokenStore, session } = setup();
    expect(session.getState().status).toBe('anonymous');
    // The fake API checks the challenge like the real one: take one (its counter is 3) before logging in.
    const offer = await fetchChallenge(client);
    expect(offer).toMatchObject({ enabled: true, uuid: 'uuid-1' });
    api.calls.length = 0;
    await session.login({ username: '  editor \t', password: ' secret ', code: ' 3 ', uuid: 'uuid-1' });
    expect(JSON.parse(api.calls[0]!.body)).toEqual({
      username: 'editor',
      password: ' secret ',
      code: '3',
      uuid: 'uuid-1',
    });
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
    expect(tokenStore.get()).toBe('tok-new');
    expect(pathsOf(api.calls)).toEqual(['POST /login', 'GET /getInfo', 'GET /getRouters']);
    expect(api.calls[1]!.headers.get('authorization')).toBe('Bearer tok-new');
    const state = session.getState();
    expect(state.status).toBe('ready');
    expect(state.permissions).toEqual(['site:driver:list']);
    expect(state.menu[0]!.path).toBe('/site');
  });

  it('with the cookie session, no token reaches script: calls carry the session header instead', async () => {
    const api = createFakeApi({ captcha: 'off' });
    const tokenStore = createCookieSessionStore();
    const client = createRequestClient({
      origin: 'http://admin.test',
      tokenStore,
      formatMessage: formatterFor('en-us'),
      notify: () => undefined,
      onSessionExpired: () => Promise.resolve('stay'),
      fetch: api.fetch,
    });
    const session = createSessionStore(client, tokenStore);
    await session.login({ username: 'editor', password: 'secret' });
    expect(pathsOf(api.calls)).toEqual(['POST /login', 'GET /getInfo', 'GET /getRouters']);
    expect(api.calls[0]!.headers.get('x-labelwise-session')).toBe('cookie');
    expect(api.calls[1]!.headers.get('authorization')).toBeNull();
    expect(api.calls[1]!.headers.get('x-labelwise-session')).toBe('cookie');
    expect(session.getState().status).toBe('ready');
    // A reload finds the hint and asks the server who is signed in.
    expect(createSessionStore(client, createCookieSessionStore()).getState().status).toBe('loading');
    await session.logout();
    expect(createSessionStore(client, createCookieSessionStore()).getState().status).toBe('anonymous');
    localStorage.clear();
  });

  it('a refused login keeps the user signed out', async () => {
    const { tokenStore, session } = setup({ login: { code: 400, msg: 'password: incorrect username or password' } });
    await expect(session.login({ username: 'a', password: 'b' })).rejects.toThrow();
    expect(tokenStore.get()).toBeUndefined();
    expect(session.getState().status).toBe('anonymous');
  });

  it('ROLE_DEFAULT applies when getInfo returns no role', async () => {
    const { session } = setup({ roles: [] }, 'tok-1');
    await session.load();
    expect(session.getState().roles).toEqual(['ROLE_DEFAULT']);
  });

  it('logout clears token, roles and permissions even when the call fails', async () => {
    const { api, tokenStore, session } = setup({ logout: 'fail' }, 'tok-1');
    await session.load();
    expect(session.getState().status).toBe('ready');
    await expect(session.logout()).resolves.toBeUndefined();
    expect(pathsOf(api.calls).at(-1)).toBe('POST /logout');
    expect(tokenStore.get()).toBeUndefined();
    expect(session.getState()).toMatchObject({ status: 'anonymous', roles: [], permissions: [], menu: [] });
  });
});
