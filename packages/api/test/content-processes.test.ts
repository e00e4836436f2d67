/**
 * Published content across API processes on one PostgreSQL: a publish through B is what A serves within a second
 * (its cached answer dropped over LISTEN/NOTIFY), and both agree on the version, which grows by one per publish.
 */
import { describe, expect, it } from 'vitest';
import { contentVersion } from '../src/lib/contentStore.js';
import { ENGINES, P, bearer, twoAppsOnOneSchema } from './helpers.js';

describe.skipIf(!ENGINES.includes('postgres'))('published content across processes (PostgreSQL)', () => {
  const apps = twoAppsOnOneSchema('lw-content-');

  const onA = async () =>
    (await apps.a.inject({ method: 'GET', url: `${P}/content/published?locale=de-de` })).json().data;
  const onB = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    apps.b.inject({ method, url: `${P}${url}`, headers: bearer(apps.token), ...(payload ? { payload } : {}) });

  it('a publish through B shows on A within a second, with the version both processes agree on', async () => {
    const before = await onA();
    expect(await contentVersion(apps.a.ctx)).toBe(before.version);
    const row = (await onB('GET', '/site/content/guide/list?key=d520')).json().rows[0];
    const item = (await onB('GET', `/site/content/guide/${row.itemId}`)).json().data;
    const texts = Object.fromEntries(
      Object.entries(item.texts).map(([l, v]) => [l, (v as { published: unknown }).published]),
    );
    for (const n of [1, 2]) {
      texts['de-de'] = { intro: `Fassung ${n}`, steps: {} };
      expect(
        (await onB('PUT', `/site/content/guide/${row.itemId}/draft`, { shared: item.shared.published, texts }))
          .statusCode,
      ).toBe(200);
      const published = await onB('POST', `/site/content/guide/${row.itemId}/publish`);
      expect(published.json().data.version).toBe(before.version + n);
      const t0 = performance.now();
      while ((await onA()).guides.d520.text.intro !== `Fassung ${n}`) {
        if (performance.now() - t0 > 1000) throw new Error('A still serves the old guide after 1 s');
        await new Promise((r) => setTimeout(r, 5));
      }
      expect((await onA()).version).toBe(before.version + n);
      expect(await contentVersion(apps.a.ctx)).toBe(before.version + n);
    }
  });
});
