// @vitest-environment node
import { compatFamily, driverSystemKey } from '@labelwise/contract/compat';
import { describe, expect, it } from 'vitest';
import { compatSnapshot } from '../content/compatSnapshot';
import { renderPage } from '../entry-server';
import { parseChartQuery } from '../logic/chartQuery';
import { emptySnapshot } from '../test/snapshot';

const NOT_YET = 'Driver not available yet';
const count = (body: string, text: string) => body.split(text).length - 1;

describe('/chart rendered by the API with the published content', { timeout: 30_000 }, () => {
  it('claims no driver that is not published, in the HTML itself; the build keeps the seeded answers', async () => {
    // The build's prerender has no content: the seeded cells, which the API's answer replaces in the browser.
    const built = await renderPage('/chart');
    expect(count(built.body, NOT_YET)).toBe(0);

    // A production site with no driver published: every driver the seed claims says so, before any script runs.
    const none = await renderPage('/chart', { content: { ...emptySnapshot('en-us'), driverSystems: {} } });
    const { system, cpu } = parseChartQuery(new URLSearchParams());
    const claimed = compatSnapshot(system, cpu).filter((c) => c.component === 'driver' && c.support !== 'unsupported');
    expect(claimed.length).toBeGreaterThan(0);
    expect(count(none.body, NOT_YET)).toBeGreaterThan(0);

    // Every claimed driver published: the chart says what the seed says.
    const all = Object.fromEntries(
      claimed.map((c) => [driverSystemKey(c.modelId, compatFamily(c.system)), true as const]),
    );
    const published = await renderPage('/chart', { content: { ...emptySnapshot('en-us'), driverSystems: all } });
    expect(count(published.body, NOT_YET)).toBe(0);
    // The island carries the keys the chart looked up, so the browser's first render is this page.
    const island = Object.keys(published.embedded.content?.driverSystems ?? {});
    expect(island.length).toBeGreaterThan(0);
    expect(island.every((k) => k in all)).toBe(true);
  });
});
