// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore, createMemoryTokenStore, TOKEN_COOKIE } from './token-store';
import { fileNameFromDisposition } from './save-file';

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
});

describe('cookie token store', () => {
  it('keeps the token in the Admin-Token cookie and removes it', () => {
    const store = createCookieTokenStore({ secure: false });
    expect(store.get()).toBeUndefined();
    store.set('abc.def');
    expect(document.cookie).toContain('Admin-Token=abc.def');
    expect(store.get()).toBe('abc.def');
    store.remove();
    expect(store.get()).toBeUndefined();
  });

  it('sets SameSite=Lax, and Secure when the page is on https', () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    createCookieTokenStore().set('t');
    // jsdom serves http://localhost: not Secure, or the browser would drop the cookie.
    expect(set).toHaveBeenLastCalledWith('Admin-Token', 't', { secure: false, sameSite: 'Lax', path: '/' });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    createCookieTokenStore().set('t');
    expect(set).toHaveBeenLastCalledWith('Admin-Token', 't', { secure: true, sameSite: 'Lax', path: '/' });
  });

  it('memory store', () => {
    const store = createMemoryTokenStore('x');
    expect(store.get()).toBe('x');
    store.remove();
    expect(store.get()).toBeUndefined();
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
