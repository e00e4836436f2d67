import { sql } from 'kysely';
import { publicDriversQuery, publicModelsQuery } from '@labelwise/contract';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import { idParam, notFound, offsetOf, page, pagination, searchKey } from '../lib/http.js';

const tags = ['public'];

export function brandDto(b: { id: number; name: string; slug: string; website: string; logo: string; description: string; sort: number; status?: string }) {
  return { brandId: b.id, name: b.name, slug: b.slug, website: b.website, logo: b.logo, description: b.description, sort: b.sort, ...(b.status !== undefined ? { status: b.status } : {}) };
}

export function modelDto(m: {
  id: number;
  brand_id: number;
  brand_name?: string;
  name: string;
  guide_path: string;
  connections: string[];
  bt_serial_prefixes: string[];
  pairing: unknown;
  description: string;
  sort: number;
  status?: string;
}) {
  return {
    modelId: m.id,
    brandId: m.brand_id,
    ...(m.brand_name !== undefined ? { brandName: m.brand_name } : {}),
    name: m.name,
    guidePath: m.guide_path,
    connections: m.connections,
    btSerialPrefixes: m.bt_serial_prefixes,
    pairing: typeof m.pairing === 'string' ? JSON.parse(m.pairing) : m.pairing,
    description: m.description,
    sort: m.sort,
    ...(m.status !== undefined ? { status: m.status } : {}),
  };
}

export const downloadUrl = (fileName: string) => `/api-v1.0/common/download/resource?resource=${encodeURIComponent(fileName)}`;

export function driverDto(d: {
  id: number;
  model_id: number;
  title: string;
  os: string;
  version: string;
  release_date: string;
  file_name: string;
  file_size: number;
  sha256: string;
  sort: number;
  status?: string;
  model_name?: string;
}) {
  return {
    driverId: d.id,
    modelId: d.model_id,
    ...(d.model_name !== undefined ? { modelName: d.model_name } : {}),
    title: d.title,
    os: d.os,
    version: d.version,
    releaseDate: d.release_date,
    fileName: d.file_name,
    fileSize: d.file_size,
    sha256: d.sha256,
    url: downloadUrl(d.file_name),
    sort: d.sort,
    ...(d.status !== undefined ? { status: d.status } : {}),
  };
}

export function manualDto(d: {
  id: number;
  model_id: number;
  title: string;
  description: string;
  version: string;
  release_date: string;
  file_name: string;
  file_size: number;
  sha256: string;
  sort: number;
  status?: string;
  model_name?: string;
}) {
  return {
    manualId: d.id,
    modelId: d.model_id,
    ...(d.model_name !== undefined ? { modelName: d.model_name } : {}),
    title: d.title,
    description: d.description,
    version: d.version,
    releaseDate: d.release_date,
    fileName: d.file_name,
    fileSize: d.file_size,
    sha256: d.sha256,
    url: downloadUrl(d.file_name),
    sort: d.sort,
    ...(d.status !== undefined ? { status: d.status } : {}),
  };
}

export function chartDto(c: {
  id: number;
  model_id: number | null;
  printer_model: string;
  driver_windows: boolean;
  driver_linux: boolean;
  driver_mac: boolean;
  software_support: boolean;
  firmware_version: string;
  label_printer: string;
  sort: number;
}) {
  return {
    chartId: c.id,
    modelId: c.model_id,
    printerModel: c.printer_model,
    driverWindows: c.driver_windows,
    driverLinux: c.driver_linux,
    driverMac: c.driver_mac,
    softwareSupport: c.software_support,
    firmwareVersion: c.firmware_version,
    labelPrinter: c.label_printer,
    sort: c.sort,
  };
}

/** dataConfig.json: download link keys (spec §3) as a flat object. Not wrapped in the envelope. */
export function dataConfigHandler(ctx: Ctx) {
  return async () => {
    const rows = await ctx.db.selectFrom('download_links').select(['link_key', 'url']).orderBy('sort').orderBy('id').execute();
    const out: Record<string, string> = {};
    for (const r of rows) out[r.link_key] = r.url;
    return out;
  };
}

const modelColumns = [
  'm.id',
  'm.brand_id',
  'b.name as brand_name',
  'm.name',
  'm.guide_path',
  'm.connections',
  'm.bt_serial_prefixes',
  'm.pairing',
  'm.description',
  'm.sort',
] as const;

export default async function publicRoutes(app: App, ctx: Ctx) {
  const cache = { cache: true };

  app.get(
    '/public/brands',
    { config: cache, schema: { tags, summary: 'Active brands', querystring: z.object(pagination) } },
    async (req) => {
      const q = req.query;
      const base = ctx.db.selectFrom('brands').where('status', '=', '0');
      // One round trip: the total rides along as a window count; a separate count only for pages past the end.
      const rows = await base.selectAll().orderBy('sort').orderBy('id')
        .select(sql<number>`(count(*) over())::int`.as('total_count'))
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      return page(rows.map(brandDto), total);
    },
  );

  app.get(
    '/public/brands/:id/models',
    { config: cache, schema: { tags, summary: "A brand's printer models", params: idParam, querystring: z.object(pagination) } },
    async (req) => {
      const q = req.query;
      const brand = await ctx.db.selectFrom('brands').select('id').where('id', '=', req.params.id).where('status', '=', '0').executeTakeFirst();
      if (!brand) throw notFound('brand');
      const base = ctx.db
        .selectFrom('printer_models as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .where('m.brand_id', '=', brand.id)
        .where('m.status', '=', '0');
      // One round trip: the total rides along as a window count; a separate count only for pages past the end.
      const rows = await base.select(modelColumns).orderBy('m.sort').orderBy('m.id')
        .select(sql<number>`(count(*) over())::int`.as('total_count'))
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      return page(rows.map(modelDto), total);
    },
  );

  app.get(
    '/public/models',
    {
      config: cache,
      schema: {
        tags,
        summary: 'Search models by name (case- and punctuation-insensitive: pm241 finds PM-241-BT)',
        querystring: z.object({ ...pagination, ...publicModelsQuery }),
      },
    },
    async (req) => {
      const q = req.query;
      const key = q.keyword ? searchKey(q.keyword) : '';
      let base = ctx.db
        .selectFrom('printer_models as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .where('m.status', '=', '0')
        .where('b.status', '=', '0');
      if (key) base = base.where('m.search_key', 'like', `%${key}%`);
      if (q.brandId) base = base.where('m.brand_id', '=', q.brandId);
      // One round trip: the total rides along as a window count; a separate count only for pages past the end.
      const rows = await base
        .select(modelColumns)
        .select(sql<number>`(count(*) over())::int`.as('total_count'))
        // exact and prefix matches first
        .orderBy(sql`case when m.search_key = ${key} then 0 when m.search_key like ${`${key}%`} then 1 else 2 end`)
        .orderBy('m.sort')
        .orderBy('m.id')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      return page(rows.map(modelDto), total);
    },
  );

  app.get('/public/models/:id', { config: cache, schema: { tags, summary: 'One printer model', params: idParam } }, async (req) => {
    const row = await ctx.db
      .selectFrom('printer_models as m')
      .innerJoin('brands as b', 'b.id', 'm.brand_id')
      .select(modelColumns)
      .where('m.id', '=', req.params.id)
      .where('m.status', '=', '0')
      .executeTakeFirst();
    if (!row) throw notFound('model');
    return { code: 200, msg: 'Operation successful', data: modelDto(row) };
  });

  const modelExists = async (id: number) => {
    const m = await ctx.db.selectFrom('printer_models').select('id').where('id', '=', id).where('status', '=', '0').executeTakeFirst();
    if (!m) throw notFound('model');
  };

  app.get(
    '/public/models/:id/drivers',
    {
      config: cache,
      schema: {
        tags,
        summary: "A model's drivers",
        params: idParam,
        querystring: z.object({ ...pagination, ...publicDriversQuery }),
      },
    },
    async (req) => {
      const q = req.query;
      let base = ctx.db.selectFrom('drivers').where('model_id', '=', req.params.id).where('status', '=', '0');
      if (q.os) base = base.where('os', '=', q.os);
      const rows = await base.selectAll().orderBy('release_date', 'desc').orderBy('id')
        .select(sql<number>`(count(*) over())::int`.as('total_count'))
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      if (rows.length === 0) await modelExists(req.params.id);
      return page(rows.map(driverDto), total);
    },
  );

  app.get(
    '/public/models/:id/manuals',
    { config: cache, schema: { tags, summary: "A model's manuals", params: idParam, querystring: z.object(pagination) } },
    async (req) => {
      const q = req.query;
      const base = ctx.db.selectFrom('manuals').where('model_id', '=', req.params.id).where('status', '=', '0');
      // One round trip: the total rides along as a window count; a separate count only for pages past the end.
      const rows = await base.selectAll().orderBy('release_date', 'desc').orderBy('id')
        .select(sql<number>`(count(*) over())::int`.as('total_count'))
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      if (rows.length === 0) await modelExists(req.params.id);
      return page(rows.map(manualDto), total);
    },
  );

  app.get(
    '/public/chart',
    { config: cache, schema: { tags, summary: 'Compatibility chart', querystring: z.object(pagination) } },
    async (req) => {
      const q = req.query;
      const base = ctx.db.selectFrom('chart_rows');
      // One round trip: the total rides along as a window count; a separate count only for pages past the end.
      const rows = await base.selectAll().orderBy('sort').orderBy('id')
        .select(sql<number>`(count(*) over())::int`.as('total_count'))
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute();
      const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      return page(rows.map(chartDto), total);
    },
  );

  app.get('/resources/dataConfig.json', { config: cache, schema: { tags, summary: 'Download link set (overrides the site defaults)' } }, dataConfigHandler(ctx));
}
