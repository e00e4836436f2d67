// @vitest-environment node
import type { PublishedContent } from '@labelwise/contract';
import { swatches } from '@labelwise/ui';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { LOGO, PRIMARY, publishedPartner } from '../test/partner';

const published: PublishedContent = publishedPartner();

// The server render in Node, as the API runs it: a browser render in the same process would inherit the server
// renderer's last context values (they share React's context objects), which a real server and browser never do.
describe('a partner page themed from the back office, rendered by the server', { timeout: 30_000 }, () => {
  it('has the published colours and logo; without a published page, the compiled colours', async () => {
    const live = await renderPage('/de/phomemo', { variant: 'global', content: published });
    expect(live.styles.toLowerCase()).toContain(PRIMARY);
    expect(live.body).toMatch(new RegExp(`<header[\\s\\S]*<img[^>]*src="${LOGO}"[\\s\\S]*</header>`));
    const compiled = await renderPage('/de/phomemo', { variant: 'global', content: null });
    expect(compiled.styles.toLowerCase()).not.toContain(PRIMARY);
    expect(compiled.styles.toLowerCase()).toContain(swatches[4].toLowerCase());
    expect(compiled.body).not.toContain(LOGO);
  });

  it('other pages keep the site’s own colours', async () => {
    const about = await renderPage('/de/aboutUs', { variant: 'global', content: published });
    expect(about.styles.toLowerCase()).not.toContain(PRIMARY);
    expect(about.body).not.toContain(LOGO);
  });
});
