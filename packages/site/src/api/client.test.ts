import { HttpError } from '@labelwise/client';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, SiteApiError, toSiteApiError } from './client';

const ok = () =>
  new Response(JSON.stringify({ code: 200, msg: 'ok' }), { headers: { 'content-type': 'application/json' } });

describe('site API client', () => {
  it('sends to same-origin /api-v1.0 and refuses a repeated POST with the site text', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.url).toBe('http://site.test/api-v1.0/contact');
      return ok();
    });
    const client = createApiClient({
      origin: 'http://site.test',
      fetch: fetchMock as unknown as typeof fetch,
      now: () => 10_000,
    });
    await client.send('contact', { method: 'POST', data: { a: 1 } });
    const second = client.send('contact', { method: 'POST', data: { a: 1 } });
    await expect(second.catch(toSiteApiError)).resolves.toMatchObject({ messageId: 'site.common.duplicateSubmit' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps failures to the site messages', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    const client = createApiClient({ origin: 'http://site.test', fetch: fetchMock as unknown as typeof fetch });
    const error = await client.page('public/brands').catch(toSiteApiError);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ messageId: 'site.common.serverStatus', status: 503, values: { status: 503 } });
    const refused = await createApiClient({
      origin: 'http://site.test',
      fetch: async () => new Response(JSON.stringify({ code: 429, msg: 'slow down' }), { status: 429 }),
    })
      .send('contact', { method: 'POST', data: {} })
      .catch(toSiteApiError);
    expect(refused).toMatchObject({ messageId: 'site.common.serverStatus', status: 429 });
    expect(toSiteApiError(new HttpError({ kind: 'timeout', message: 'timeout' }))).toMatchObject({
      messageId: 'site.common.requestTimeout',
      status: null,
    });
    expect(toSiteApiError(new TypeError('Failed to fetch'))).toMatchObject({
      messageId: 'site.common.networkError',
      status: null,
    });
  });
});
