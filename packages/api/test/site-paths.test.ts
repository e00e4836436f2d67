/**
 * Site path fields (notice link, logo, photo, poster, website) take only single-slash paths: `//host` and `/\host`
 * are read by browsers as another origin, so the site would render an in-site link that leaves it. The rule is the
 * contract's `SITE_PATH`, the one the admin's forms check too.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, operatorSuite, tableDigest } from './helpers.js';

const OFF_SITE = ['//evil.example/logo.png', '/\\evil.example/logo.png'];

describe.each(ENGINES)('site paths on %s', (engine) => {
  let t: TestApp, admin: string;
  const call = operatorSuite(engine, (o) => ({ t, admin } = o));

  it('a brand logo or website and a notice link cannot leave the site; a single-slash path can', async () => {
    for (const bad of OFF_SITE) {
      const before = await tableDigest(t.app, 'brands');
      for (const field of ['logo', 'website']) {
        const r = await call('POST', '/site/brand', admin, { name: `Brand ${field} ${bad.length}`, [field]: bad });
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().msg).toMatch(
          new RegExp(`^${field}: must be an http\\(s\\) URL or a site path starting with a single /`),
        );
      }
      expect(await tableDigest(t.app, 'brands')).toBe(before);
      const notice = await call('POST', '/site/content/notice', admin, {
        key: 'off-site',
        shared: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', link: bad },
        texts: { 'en-us': { text: 'Read this' } },
      });
      expect(notice.statusCode, notice.body).toBe(400);
      expect(notice.json().msg).toMatch(/^shared\.link: /);
    }
    const fine = await call('POST', '/site/brand', admin, { name: 'Brand with logo', logo: '/media/brands/acme.svg' });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
