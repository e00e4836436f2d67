import { describe, expect, it } from 'vitest';
import { createRequestClient } from '../request/client';
import { HttpError } from '../request/httpError';
import { createMemoryTokenStore } from '../request/tokenStore';
import { createFakeApi } from '../test/fakeApi';
import { createFakeFetch, json } from '../test/fakeFetch';
import { formatterFor } from '../test/intl';
import { authFailure, fetchChallenge } from './api';

function clientOver(fetch: typeof globalThis.fetch) {
  return createRequestClient({
    origin: 'http://admin.test',
    tokenStore: createMemoryTokenStore('tok-1'),
    formatMessage: formatterFor('en-us'),
    notify: () => undefined,
    onSessionExpired: () => Promise.resolve('stay'),
    fetch,
  });
}

describe('fetchChallenge', () => {
  it('off: says so with registerEnabled, nothing to solve', async () => {
    const api = createFakeApi({ captcha: 'off', registerEnabled: true });
    await expect(fetchChallenge(clientOver(api.fetch))).resolves.toEqual({ enabled: false, registerEnabled: true });
  });

  it('on: the uuid, strength, expiry and the unsigned altcha challenge, fetched without the token', async () => {
    const api = createFakeApi();
    const offer = await fetchChallenge(clientOver(api.fetch));
    expect(offer).toMatchObject({
      enabled: true,
      registerEnabled: false,
      uuid: 'uuid-1',
      strength: 'normal',
      expiresInMs: 120_000,
    });
    if (!offer.enabled) throw new Error('expected a challenge');
    expect(offer.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(offer.challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(new URL(api.calls[0]!.url).search).toBe('');
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it("'strong' asks for ?strength=strong, which comes even with the check off", async () => {
    const api = createFakeApi({ captcha: 'off' });
    const offer = await fetchChallenge(clientOver(api.fetch), 'strong');
    expect(offer).toMatchObject({ enabled: true, strength: 'strong' });
    expect(new URL(api.calls[0]!.url).search).toBe('?strength=strong');
  });

  it('rejects an answer without a usable challenge (e.g. an old server still sending a picture)', async () => {
    const fake = createFakeFetch(() => {
      const data = { captchaEnabled: true, uuid: 'u-1', img: 'PHN2Zy8+', imgType: 'svg+xml' };
      return json({ code: 200, msg: 'ok', ...data, data });
    });
    await expect(fetchChallenge(clientOver(fake.fetch))).rejects.toThrow(/without a usable challenge/);
  });
});

describe('authFailure', () => {
  const business = (code: number, extra: Partial<ConstructorParameters<typeof HttpError>[0]> = {}) =>
    new HttpError({ kind: 'business', message: 'x', status: code, code, ...extra });

  it('400 with data.challenge strong asks for the strong challenge', () => {
    expect(authFailure(business(400, { data: { challenge: 'strong' } }))).toEqual({ kind: 'strongChallenge' });
    expect(authFailure(business(400, { serverMessage: 'code: the check is incorrect' }))).toEqual({ kind: 'other' });
  });

  it("429 waits Retry-After's seconds, else the envelope's retryAfterSeconds", () => {
    expect(authFailure(business(429, { retryAfterSeconds: 30, data: { retryAfterSeconds: 99 } }))).toEqual({
      kind: 'tooMany',
      retryAfterSeconds: 30,
    });
    expect(authFailure(business(429, { data: { retryAfterSeconds: 12 } }))).toEqual({
      kind: 'tooMany',
      retryAfterSeconds: 12,
    });
    expect(authFailure(new HttpError({ kind: 'http', message: 'x', status: 429, retryAfterSeconds: 5 }))).toEqual({
      kind: 'tooMany',
      retryAfterSeconds: 5,
    });
    expect(authFailure(business(429))).toEqual({ kind: 'other' });
  });

  it('anything else is other', () => {
    expect(authFailure(new Error('boom'))).toEqual({ kind: 'other' });
    expect(authFailure(business(500))).toEqual({ kind: 'other' });
  });
});
