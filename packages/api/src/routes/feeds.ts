import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ALL_DRIVERS_FEED_PATH,
  CONTENT_LOCALES,
  driverFeedPath,
  pickLocale,
  type ContentLocale,
} from '@labelwise/contract';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import { atomXml, type AtomEntry } from '../lib/atom.js';
import { FEED_TEXT, fill } from '../lib/feedText.js';
import { notFound } from '../lib/http.js';
import { releaseQuery, type ReleaseRow } from '../lib/releases.js';
import { isDemoResource, searchKey } from '@labelwise/contract/rules';

const TAG = 'tag:labelwise.com,2024';
const ENTRIES_MAX = 50;
const feedQuery = z.object({
  locale: z.enum(CONTENT_LOCALES, { error: `must be one of ${CONTENT_LOCALES.join(', ')}` }).optional(),
});

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const iso = (d: Date | string) => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');

function entryOf(r: ReleaseRow, locale: ContentLocale, base: string): AtomEntry {
  const t = FEED_TEXT[locale];
  const named = `${pickLocale({ ...r.driver_title_i18n, 'en-us': r.driver_title }, locale)} ${r.version}`;
  // A feed reader shows the entry away from the site: the demo mark travels in its own words.
  const demo = isDemoResource(r.file_name);
  const title = demo ? fill(t.demo, { title: named }) : named;
  const issues = pickLocale(r.known_issues, locale);
  const finder = `${base}/printers?model=${r.model_id}&os=${r.os}`;
  return {
    id: `${TAG}:driver-release:${r.id}`,
    title,
    updated: iso(r.updated_at),
    published: `${r.release_date}T00:00:00Z`,
    links: [
      { href: finder, rel: 'alternate', type: 'text/html' },
      {
        href: `${base}/api-v1.0/common/download/resource?resource=${encodeURIComponent(r.file_name)}`,
        rel: 'enclosure',
        type: 'application/zip',
        length: r.file_size,
        title: `SHA-256 ${r.sha256}`,
      },
    ],
    summary: [demo ? t.demoNote : '', pickLocale(r.notes, locale), issues ? fill(t.knownIssues, { text: issues }) : '']
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * Atom feeds of driver releases, one per model and one for all: a feed reader tells the visitor when an operator
 * publishes a new version. Only published releases of published drivers and models appear.
 */
export default async function feedRoutes(app: App, ctx: Ctx) {
  const published = () =>
    releaseQuery(ctx.db)
      .where('r.status', '=', '0')
      .where('d.status', '=', '0')
      .where('m.status', '=', '0')
      .orderBy('r.release_date', 'desc')
      .orderBy('r.id', 'desc')
      .limit(ENTRIES_MAX);

  const send = (req: FastifyRequest, reply: import('fastify').FastifyReply, xml: string) => {
    const etag = `"${crypto.createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .type('application/atom+xml; charset=utf-8');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(xml);
  };

  app.get(ALL_DRIVERS_FEED_PATH, { schema: { hide: true, querystring: feedQuery } }, async (req, reply) => {
    const locale = req.query.locale ?? 'en-us';
    const base = origin(req);
    const rows = await published().execute();
    const t = FEED_TEXT[locale];
    const self = `${base}${ALL_DRIVERS_FEED_PATH}${req.query.locale ? `?locale=${locale}` : ''}`;
    return send(
      req,
      reply,
      atomXml({
        id: `${TAG}:driver-releases`,
        title: t.all,
        subtitle: t.subtitle,
        updated: rows[0] ? iso(rows[0].updated_at) : '2024-01-01T00:00:00Z',
        lang: locale,
        author: t.author,
        links: [
          { href: self, rel: 'self', type: 'application/atom+xml' },
          { href: `${base}/printers`, rel: 'alternate', type: 'text/html' },
        ],
        entries: rows.map((r) => entryOf(r, locale, base)),
      }),
    );
  });

  app.get(
    '/feeds/drivers/:model',
    { schema: { hide: true, params: z.object({ model: z.string().max(120) }), querystring: feedQuery } },
    async (req, reply) => {
      const match = /^([A-Za-z0-9_-]{1,100})\.atom$/.exec(req.params.model);
      if (!match) throw notFound('feed');
      const slug = match[1]!.toLowerCase();
      const model = await ctx.db
        .selectFrom('printer_models')
        .select(['id', 'name', 'guide_path', 'updated_at'])
        .where('status', '=', '0')
        .where((eb) => eb.or([eb(eb.fn('lower', ['guide_path']), '=', `/${slug}`), eb('search_key', '=', slug)]))
        .orderBy('id')
        .executeTakeFirst();
      if (!model) throw notFound('model');
      const locale = req.query.locale ?? 'en-us';
      const base = origin(req);
      const rows = await published().where('d.model_id', '=', model.id).execute();
      const self = `${base}${driverFeedPath({ guidePath: model.guide_path, name: model.name })}${req.query.locale ? `?locale=${locale}` : ''}`;
      const t = FEED_TEXT[locale];
      return send(
        req,
        reply,
        atomXml({
          id: `${TAG}:drivers:${searchKey(model.name)}`,
          title: fill(t.model, { model: model.name }),
          subtitle: t.subtitle,
          updated: iso(rows[0]?.updated_at ?? model.updated_at),
          lang: locale,
          author: t.author,
          links: [
            { href: self, rel: 'self', type: 'application/atom+xml' },
            {
              href: model.guide_path ? `${base}${model.guide_path}` : `${base}/printers?model=${model.id}`,
              rel: 'alternate',
              type: 'text/html',
            },
          ],
          entries: rows.map((r) => entryOf(r, locale, base)),
        }),
      );
    },
  );
}
