import { publishedQuery } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { loadPublishedContent } from '../lib/contentStore.js';
import { ok } from '../lib/http.js';

/** The published site content for one locale, en-us fallback applied (cached; every publish clears it). */
export default async function publishedContentRoutes(app: App, ctx: Ctx) {
  app.get(
    '/content/published',
    {
      config: { cache: true },
      schema: {
        tags: ['public'],
        summary: 'Published guides, videos, FAQ, home, partners and notices for a locale, with its version',
        querystring: publishedQuery,
      },
    },
    async (req) => ok(await loadPublishedContent(ctx, req.query.locale)),
  );
}
