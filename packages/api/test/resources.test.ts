/**
 * The back office's resources are declared once (`@labelwise/contract` resources): their list and get routes
 * answer the declared row, the OpenAPI document describes it, and a row that does not match it is a server error
 * rather than a field the serializer quietly drops.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RESOURCES, contentItemRow, linkRow, operLogs } from '@labelwise/contract';
import { responsesOf } from '../src/lib/crud.js';
import { ENGINES, P, bearer, login, makeApp, type TestApp } from './helpers.js';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}

const fieldsOf = (row: (typeof RESOURCES)[number]['row']) => Object.keys(row.shape).sort();
const requiredOf = (row: (typeof RESOURCES)[number]['row']) =>
  Object.entries(row.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name)
    .sort();

/**
 * List and get routes that answer without a declared schema: an avatar is a picture, sent as it is stored, and the
 * JSON serializer a schema brings would refuse it. The walk fails on a new one, and on this one once it declares its
 * answer.
 */
const UNDECLARED = ['/avatar/{name}'];

describe.each(ENGINES)('resource manifests on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(engine);
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `${P}${url}`, headers: bearer(admin) });

  it('every resource’s list and get routes declare the row as their response, and the API document shows it', async () => {
    const doc = (await get('/docs/json')).json<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>();
    const response = (url: string) =>
      (doc.paths[url]?.get?.responses?.['200'] as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
    for (const resource of RESOURCES) {
      const list = response(`${P}${resource.path}/list`);
      const one = response(`${P}${resource.path}/{id}`);
      expect(Object.keys(list?.properties?.rows?.items?.properties ?? {}).sort(), resource.path).toEqual(
        fieldsOf(resource.row),
      );
      expect(Object.keys(one?.properties?.data?.properties ?? {}).sort(), resource.path).toEqual(
        fieldsOf(resource.detail ?? resource.row),
      );
    }
  });

  it('every list and get route of the API declares what it answers', async () => {
    const doc = (await get('/docs/json')).json<{
      paths: Record<string, { get?: { responses?: Record<string, { content?: unknown }> } }>;
    }>();
    const undeclared = Object.entries(doc.paths)
      .filter(([url, item]) => /\/(list|\{[a-zA-Z]+\})$/.test(url) && item.get)
      .filter(([, item]) => !item.get?.responses?.['200']?.content)
      .map(([url]) => url);
    expect(undeclared.map((url) => url.slice(P.length)).sort()).toEqual([...UNDECLARED].sort());
  });

  it('every resource’s create, update, delete and import routes declare what they answer', async () => {
    type Operation = { responses?: Record<string, { content?: unknown }> };
    const doc = (await get('/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const writes = RESOURCES.flatMap((resource) =>
      [`${resource.path}`, `${resource.path}/{ids}`, `${resource.path}/clean`, `${resource.path}/import`].flatMap(
        (url) =>
          (['post', 'put', 'delete'] as const)
            .filter((method) => doc.paths[`${P}${url}`]?.[method])
            .map((method) => ({ url, method, operation: doc.paths[`${P}${url}`]![method]! })),
      ),
    );
    // Every manifest has a delete route at least: the walk would pass on a path it cannot find.
    expect(writes.filter((w) => w.method === 'delete').length).toBeGreaterThanOrEqual(RESOURCES.length);
    const undeclared = writes.filter((w) => !w.operation.responses?.['200']?.content);
    expect(undeclared.map((w) => `${w.method} ${w.url}`)).toEqual([]);
  });

  it('the content writes (add, save and discard a draft, publish, delete) declare what they answer', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }> };
    const doc = (await get('/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const answer = (url: string, method: string) =>
      doc.paths[`${P}/site/content/{kind}${url}`]?.[method]?.responses?.['200']?.content?.['application/json']?.schema
        ?.properties?.data?.properties;
    const item = Object.keys(contentItemRow.shape).sort();
    expect(Object.keys(answer('', 'post') ?? {}).sort()).toEqual(item);
    expect(Object.keys(answer('/{id}/draft', 'put') ?? {}).sort()).toEqual(item);
    expect(Object.keys(answer('/{id}/draft', 'delete') ?? {}).sort()).toEqual(item);
    expect(Object.keys(answer('/{id}/publish', 'post') ?? {}).sort()).toEqual(['item', 'version']);
    expect(Object.keys(answer('/{ids}', 'delete') ?? {})).toEqual(['version']);
  });

  it('lists and gets answer every field of the row under its declared name', async () => {
    // Cleaning the operation log writes the line that says so: the log then has a row to check.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${P}${operLogs.path}/clean`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    for (const resource of RESOURCES) {
      const r = await get(`${resource.path}/list?pageSize=50`);
      expect(r.statusCode, `${resource.path}: ${r.body}`).toBe(200);
      const rows = r.json<{ rows: Record<string, unknown>[] }>().rows;
      expect(rows.length, `${resource.path} has seeded rows to check`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row).filter((k) => !(k in resource.row.shape))).toEqual([]);
        expect(requiredOf(resource.row).filter((k) => !(k in row))).toEqual([]);
      }
      const first = rows[0]!;
      const one = await get(`${resource.path}/${String(first[resource.idField])}`);
      expect(one.statusCode, one.body).toBe(200);
      // A detail (a log line's before and after) adds to the row; the row's own fields are the list's.
      expect(one.json().data).toMatchObject(first);
      expect(Object.keys(one.json().data).sort()).toEqual(fieldsOf(resource.detail ?? resource.row));
    }
  });

  it('a download link comes back with the values stored, its time in ISO 8601', async () => {
    const stored = await t.app.ctx.db
      .insertInto('download_links')
      .values({ link_key: 'Manifest_Check', url: 'https://example.com/x.exe', label: 'X', version: '1.2.3', sort: 7 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const r = await get('/site/link/list?key=Manifest_Check');
    expect(r.json().rows).toEqual([
      {
        linkId: stored.id,
        key: 'Manifest_Check',
        url: 'https://example.com/x.exe',
        label: 'X',
        version: '1.2.3',
        sha256: '',
        sort: 7,
        updatedAt: new Date(stored.updated_at).toISOString(),
      },
    ]);
  });
});

describe('the response schema on the way out', () => {
  const row = {
    linkId: 1,
    key: 'K',
    url: 'https://example.com/k.exe',
    label: '',
    version: '',
    sha256: '',
    sort: 0,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  const { list } = responsesOf(linkRow);

  async function serve(rows: object[]) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/list', { schema: { response: { 200: list } } }, async () => ({
      code: 200,
      msg: 'ok',
      rows: rows as z.output<typeof linkRow>[],
      total: 1,
    }));
    const r = await app.inject({ method: 'GET', url: '/list' });
    await app.close();
    return r;
  }

  it('sends a matching row as it is', async () => {
    const r = await serve([row]);
    expect(r.statusCode).toBe(200);
    expect(r.json().rows).toEqual([row]);
  });

  it('refuses a row with an undeclared (renamed) field or a missing one, instead of dropping it', async () => {
    const { key, ...withoutKey } = row;
    expect((await serve([{ ...withoutKey, linkKey: key }])).statusCode).toBe(500);
    expect((await serve([withoutKey])).statusCode).toBe(500);
    expect((await serve([{ ...row, updatedAt: new Date(row.updatedAt) }])).statusCode).toBe(500);
  });
});
