// @vitest-environment jsdom
import { ADMIN_SESSION_HEADER } from '@labelwise/contract/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieSessionStore, createMemoryTokenStore, SESSION_HINT_KEY } from './tokenStore';
import { fileNameFromDisposition } from './saveFile';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'Admin-Token=; Path=/; Max-Age=0';
});

describe('cookie session store', () => {
  it('never holds the token: calls carry the session header, and only a hint of an open session is kept', () => {
    const store = createCookieSessionStore();
    expect(store.has()).toBe(false);
    expect(store.headers()).toEqual({ [ADMIN_SESSION_HEADER]: 'cookie' });
    expect(store.loginHeaders()).toEqual({ [ADMIN_SESSION_HEADER]: 'cookie' });
    store.set(undefined);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(store.has()).toBe(true);
    expect(JSON.stringify(store.headers())).not.toMatch(/Bearer/);
    store.remove();
    expect(store.has()).toBe(false);
  });

  it('removes a script-readable token cookie an earlier build left behind', () => {
    document.cookie = 'Admin-Token=old-token; Path=/';
    expect(document.cookie).toContain('Admin-Token=old-token');
    createCookieSessionStore();
    expect(document.cookie).not.toContain('Admin-Token');
  });
});

describe('memory token store', () => {
  it('sends the token as a bearer header until removed', () => {
    const store = createMemoryTokenStore('x');
    expect(store.headers()).toEqual({ Authorization: 'Bearer x' });
    expect(store.has()).toBe(true);
    store.remove();
    expect(store.headers()).toEqual({});
    expect(store.has()).toBe(false);
  });
});

describe('helpers', () => {
  it('fileNameFromDisposition', () => {
    expect(fileNameFromDisposition(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%20b.pdf`)).toBe('a b.pdf');
    expect(fileNameFromDisposition('attachment; filename="plain.csv"')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment; filename=bare.zip')).toBe('bare.zip');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.bin"`)).toBe(
      'fallback.bin',
    );
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
