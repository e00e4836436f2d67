import { driverSystemKey, publicDriversQuery, publicModelRow, publicModelsQuery } from '@labelwise/contract';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import {
  brandModels,
  countedPage,
  modelDrivers,
  modelManuals,
  modelSearch,
  publishedDriverSystems,
} from '../lib/catalogQueries.js';
import { downloadConfig } from '../lib/contentStore.js';
import { MODEL_COLUMNS, brandDto, chartDto, driverDto, manualDto, modelDto } from '../lib/catalogDto.js';
import { isConnection } from '../lib/dto.js';
import { responsesOf, windowPage, windowTotal } from '../lib/crud.js';
import { idParam, notFound, page, pagination, searchKey } from '../lib/http.js';

// The DTO mappers moved to lib/dto.ts; re-exported for older imports.
export { brandDto, chartDto, driverDto, manualDto, modelDto } from '../lib/catalogDto.js';
export { downloadUrl } from '../lib/dto.js';

const tags = ['public'];

/** dataConfig.json: download link keys as a flat object. Not wrapped in the envelope. */
export function dataConfigHandler(ctx: Ctx) {
  return () => downloadConfig(ctx);
}

const cache = { cache: true };

/** What the public site reads: brands, models, their drivers and manuals, the chart and the download links (cached). */
export default async function publicRoutes(app: App, ctx: Ctx) {
  catalogRoutes(app, ctx);
  downloadRoutes(app, ctx);
}

function catalogRoutes(app: App, ctx: Ctx) {
  app.get(
    '/public/brands',
    { config: cache, schema: { tags, summary: 'Active brands', querystring: z.object(pagination) } },
    async (req) => {
      const q = req.query;
      const base = ctx.db.selectFrom('brands').where('status', '=', '0');
      const { rows, total } = await windowPage(
        base.selectAll().orderBy('sort').orderBy('id').select(windowTotal()),
        base,
        q,
      );
      return page(rows.map(brandDto), total);
    },
  );

  app.get(
    '/public/brands/:id/models',
    {
      config: cache,
      schema: { tags, summary: "A brand's printer models", params: idParam, querystring: z.object(pagination) },
    },
    async (req) => {
      const q = req.query;
      const brand = await ctx.db
        .selectFrom('brands')
        .select('id')
        .where('id', '=', req.params.id)
        .where('status', '=', '0')
        .executeTakeFirst();
      if (!brand) throw notFound('brand');
      const { rows, total } = await countedPage(ctx, brandModels(ctx.db, brand.id), q, `brandModels:${brand.id}`);
      return page(rows.map(modelDto), total);
    },
  );

  app.get(
    '/public/models',
    {
      config: cache,
      schema: {
        tags,
        summary:
          'Search models by name (case- and punctuation-insensitive: pm241 finds PM-241-BT), or those with a driver for `os`',
        querystring: z.object({ ...pagination, ...publicModelsQuery }),
      },
    },
    async (req) => {
      const q = req.query;
      const key = q.keyword ? searchKey(q.keyword) : '';
      const filters = { key, brandId: q.brandId, os: q.os };
      const list = modelSearch(ctx.db, filters);
      const { rows, total } = await countedPage(ctx, list, q, `models:${JSON.stringify(filters)}`);
      return page(rows.map(modelDto), total);
    },
  );

  app.get(
    '/public/models/:id',
    {
      config: cache,
      schema: {
        tags,
        summary: 'One printer model',
        params: idParam,
        response: { 200: responsesOf(publicModelRow).get },
      },
    },
    async (req) => {
      const row = await ctx.db
        .selectFrom('printer_models as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .select(MODEL_COLUMNS)
        .where('m.id', '=', req.params.id)
        .where('m.status', '=', '0')
        .executeTakeFirst();
      if (!row) throw notFound('model');
      const data = {
        ...modelDto(row),
        brandName: row.brand_name,
        brandNameI18n: row.brand_name_i18n,
        connections: row.connections.filter(isConnection),
        pairing: row.pairing,
      };
      return { code: 200, msg: 'Operation successful', data };
    },
  );
}

function downloadRoutes(app: App, ctx: Ctx) {
  const modelExists = async (id: number) => {
    const m = await ctx.db
      .selectFrom('printer_models')
      .select('id')
      .where('id', '=', id)
      .where('status', '=', '0')
      .executeTakeFirst();
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
      const list = modelDrivers(ctx.db, req.params.id, q.os);
      const { rows, total } = await countedPage(ctx, list, q, `drivers:${req.params.id}:${q.os ?? ''}`);
      if (rows.length === 0) await modelExists(req.params.id);
      return page(rows.map(driverDto), total);
    },
  );

  app.get(
    '/public/models/:id/manuals',
    {
      config: cache,
      schema: { tags, summary: "A model's manuals", params: idParam, querystring: z.object(pagination) },
    },
    async (req) => {
      const q = req.query;
      const list = modelManuals(ctx.db, req.params.id);
      const { rows, total } = await countedPage(ctx, list, q, `manuals:${req.params.id}`);
      if (rows.length === 0) await modelExists(req.params.id);
      return page(rows.map(manualDto), total);
    },
  );

  app.get(
    '/public/chart',
    {
      config: cache,
      schema: {
        tags,
        summary:
          "Compatibility chart; a row's driver flags are true only where its model has a published driver for that system",
        querystring: z.object(pagination),
      },
    },
    async (req) => {
      const q = req.query;
      const base = ctx.db.selectFrom('chart_rows');
      const { rows, total } = await windowPage(
        base.selectAll().orderBy('sort').orderBy('id').select(windowTotal()),
        base,
        q,
      );
      const models = rows.flatMap((r) => (r.model_id === null ? [] : [r.model_id]));
      const published = await publishedDriverSystems(ctx.db, models);
      // A row without a model keeps the operator's flags: there is no catalog to check them against.
      const backed = (modelId: number | null, os: string, flag: boolean) =>
        flag && (modelId === null || published.has(driverSystemKey(modelId, os)));
      return page(
        rows.map((r) =>
          chartDto({
            ...r,
            driver_windows: backed(r.model_id, 'windows', r.driver_windows),
            driver_mac: backed(r.model_id, 'macos', r.driver_mac),
            driver_linux: backed(r.model_id, 'linux', r.driver_linux),
          }),
        ),
        total,
      );
    },
  );

  app.get(
    '/resources/dataConfig.json',
    { config: cache, schema: { tags, summary: 'Download link set (overrides the site defaults)' } },
    dataConfigHandler(ctx),
  );
}
