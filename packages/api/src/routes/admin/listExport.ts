import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EXPORT_ROWS_MAX, listExportBody, XLSX_MEDIA_TYPE } from '@labelwise/contract';
import type { App } from '../../context.js';
import { attachment, streamXlsx } from '../../lib/xlsx.js';

/** The list is read in the largest page the lists allow. */
const EXPORT_PAGE = 50;
/** Headers the list call needs to act as the operator (session, language). */
const FORWARDED = ['authorization', 'cookie', 'accept-language', 'user-agent'] as const;

interface ListAnswer {
  rows?: Record<string, unknown>[];
  data?: Record<string, unknown>[];
  total?: number;
}

/**
 * Collects the back office's `GET …/list` routes as they are declared; `registerListExports` then gives each one a
 * `POST …/list.xlsx`. Call it before the admin routes are registered.
 */
export function collectLists(app: App): string[] {
  const lists: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && route.url.endsWith('/list')) lists.push(route.url);
  });
  return lists;
}

/**
 * Every list exports the same way: the export runs the list route itself, page by page, as the signed-in operator
 * (so its permission check, filters, sort and row shape are the list's own, never a second copy), and streams the
 * rows into a workbook whose headers and coded values the admin sends in the operator's language.
 */
export function registerListExports(app: App, lists: readonly string[]) {
  for (const listUrl of lists) {
    const path = `${listUrl.slice(app.prefix.length)}.xlsx`;
    app.post(
      path,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['admin: export'],
          security: [{ bearer: [] }],
          summary: `The list as an .xlsx workbook (what GET ${listUrl.slice(app.prefix.length)} allows)`,
          body: listExportBody,
        },
      },
      async (req, reply) => {
        const body = req.body as z.output<typeof listExportBody>;
        // A list under a path parameter (`/site/content/:kind/list`) is read at the export's own value of it.
        const params = req.params as Record<string, string>;
        const url = listUrl.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
        const readPage = (pageNum: number) =>
          app.inject({
            method: 'GET',
            url,
            query: { ...body.query, pageNum: String(pageNum), pageSize: String(EXPORT_PAGE) },
            headers: forwardedHeaders(req),
            remoteAddress: req.ip,
          });
        const first = await readPage(1);
        // The list's own refusal (no permission, a bad filter) is the export's answer.
        if (first.statusCode !== 200) return reply.code(first.statusCode).type('application/json').send(first.body);
        const firstAnswer = first.json<ListAnswer>();
        async function* rows() {
          let answer = firstAnswer;
          let written = 0;
          for (let pageNum = 1; ;) {
            const page = answer.rows ?? answer.data ?? [];
            for (const row of page) {
              if (written >= EXPORT_ROWS_MAX) return;
              written++;
              yield row;
            }
            // An unpaged list (`data`) answers everything at once.
            if (!answer.rows || page.length < EXPORT_PAGE || written >= (answer.total ?? written)) return;
            const next = await readPage(++pageNum);
            if (next.statusCode !== 200) throw new Error(`export: ${url} page ${pageNum} answered ${next.statusCode}`);
            answer = next.json<ListAnswer>();
          }
        }
        const stem = url.slice(app.prefix.length).split('/').filter(Boolean).slice(0, -1).join('-');
        const fileName = `${stem}-${new Date().toISOString().slice(0, 10)}.xlsx`;
        return reply
          .type(XLSX_MEDIA_TYPE)
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'private, no-store')
          .send(streamXlsx(body.columns, rows(), body.sheet || undefined));
      },
    );
  }
}

function forwardedHeaders(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}
