import { CONTENT_KINDS, effectAllowed } from '@labelwise/contract';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import { requireContentPerm } from './contentGuard.js';
import { ApiError } from './http.js';
import type { LivePages } from './livePages.js';

/** A public page path: `/de/d520`, `/`; no query, no `..`. */
const previewQuery = z.object({
  path: z
    .string({ error: 'is required' })
    .max(200, { error: 'at most 200 characters' })
    .regex(/^\/(?!\/)[^?#\\\0]*$/, { error: 'must be a site path starting with /' })
    .refine((p) => !p.split('/').includes('..'), { error: 'must be a site path starting with /' }),
});
const previewParams = z.object({
  kind: z.enum(CONTENT_KINDS, { error: `must be one of ${CONTENT_KINDS.join(', ')}` }),
});

/**
 * The draft preview of a public page, for the admin's content editor:
 *
 *   GET /api-v1.0/site/content/<kind>/preview?path=/de/d520     Authorization: Bearer <token>
 *   → 200 text/html: the page as it will look once every saved draft is published (the same render as the public
 *     page, each item's draft over its published version), never cached. The admin shows it in an
 *     `<iframe sandbox="allow-same-origin" srcdoc=…>`: its stylesheets and images load from the site's origin; its
 *     scripts do not run there, so the preview is the server's markup, which is what a visitor sees first.
 *   → 404 envelope when the path is not a page or the site has no server bundle (a build without it).
 *
 * Needs `site:<kind>:query` for the kind being edited; drafts of other kinds show only with their own query permission.
 */
export function livePreviewRoutes(app: App, ctx: Ctx, live: () => LivePages | null) {
  app.get(
    '/site/content/:kind/preview',
    {
      onRequest: requireContentPerm(ctx, 'query'),
      schema: {
        tags: ['admin: content'],
        security: [{ bearer: [] }],
        summary: 'Preview a public page with the saved drafts (site:<kind>:query)',
        params: previewParams,
        querystring: previewQuery,
      },
    },
    async (request, reply) => {
      const renderer = live();
      // Drafts only of the kinds the caller may query; the other kinds show as visitors see them now.
      const draftKinds = CONTENT_KINDS.filter((kind) => effectAllowed(request.auth!, 'draftPreview', { kind }).allowed);
      const page = renderer ? await renderer.page(request.query.path, { draft: true, draftKinds }) : null;
      if (!page) throw new ApiError(404, 'path: is not a page of the site');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-render-ms', page.renderMs.toFixed(1))
        .send(page.html);
    },
  );
}
