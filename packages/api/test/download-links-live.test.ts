/**
 * /download is rendered with the published link set: the content snapshot carries it, and an operator's change to
 * a link is a new content version, so the rendered page is made again rather than served with the old address.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, operatorSuite, publishedContent } from './helpers.js';

describe.each(ENGINES)('the download link set in the published content on %s', (engine) => {
  let admin = '';
  const call = operatorSuite(engine, (o) => {
    admin = o.admin;
  });
  const published = publishedContent(call);

  it('is what dataConfig.json answers, and a link written or deleted is a new version with the new set', async () => {
    const before = await published('zh-cn');
    const dataConfig = (await call('GET', '/resources/dataConfig.json')).json() as Record<string, string>;
    expect(before.downloads).toEqual(dataConfig);
    expect(before.downloads.LabelwiseSetup_Win64).toMatch(/LabelwiseSetup_Win64_3\.10\.0\.exe$/);

    const links = (await call('GET', '/site/link/list?pageSize=50', admin)).json().rows as Array<{
      linkId: number;
      key: string;
    }>;
    const win64 = links.find((l) => l.key === 'LabelwiseSetup_Win64')!;
    const url = 'https://downloads.example.com/LabelwiseSetup_Win64_3.11.0.exe';
    expect((await call('PUT', '/site/link', admin, { linkId: win64.linkId, url })).statusCode).toBe(200);
    const edited = await published('zh-cn');
    expect(edited.version).toBeGreaterThan(before.version);
    expect(edited.downloads.LabelwiseSetup_Win64).toBe(url);

    const ios = links.find((l) => l.key === 'LabelwiseSetup_IOS')!;
    expect((await call('DELETE', `/site/link/${ios.linkId}`, admin)).statusCode).toBe(200);
    const removed = await published('en-us');
    expect(removed.version).toBeGreaterThan(edited.version);
    expect(removed.downloads).not.toHaveProperty('LabelwiseSetup_IOS');
  });
});
