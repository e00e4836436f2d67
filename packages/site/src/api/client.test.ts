import { describe, expect, it, vi } from 'vitest';
import { createDuplicateSubmitGuard } from '../logic/duplicateSubmit';
import { createApiClient, SiteApiError, toSiteApiError } from './client';

const ok = () => new Response(JSON.stringify({ code: 200, msg: 'ok' }), { headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('refuses the same POST within 1000 ms (spec §5) without calling the server', async () => {
    let now = 10_000;
    const fetchMock = vi.fn(async () => ok());
    const { http } = createApiClient({ origin: 'http://site.test', fetch: fetchMock, guard: createDuplicateSubmitGuard({ now: () => now }) });
    await http.post('contact', { json: { a: 1 } }).json();
    const second = http.post('contact', { json: { a: 1 } }).json();
    await expect(second.catch(toSiteApiError)).resolves.toMatchObject({ messageId: 'site.common.duplicateSubmit' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A different body, or the same one after the window, goes through.
    await http.post('contact', { json: { a: 2 } }).json();
    now += 1000;
    await http.post('contact', { json: { a: 2 } }).json();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends to same-origin /api-v1.0 and maps failures to the spec §8 texts', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.url).toBe('http://site.test/api-v1.0/public/brands');
      return new Response('{}', { status: 503 });
    });
    const { http } = createApiClient({ origin: 'http://site.test', fetch: fetchMock as unknown as typeof fetch });
    const error = await http.get('public/brands').json().catch(toSiteApiError);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ messageId: 'site.common.serverStatus', status: 503, values: { status: 503 } });
    expect(toSiteApiError(new TypeError('Failed to fetch'))).toMatchObject({ messageId: 'site.common.networkError', status: null });
  });
});
