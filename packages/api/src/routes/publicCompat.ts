import { publicCompatQuery, withPublishedDrivers, type PublicCompatCell } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { publishedDriverSystems } from '../lib/catalogQueries.js';
import { compatDto, compatQuery } from './admin/compat.js';

/** The compatibility cells of published models: of one system (and CPU) for the chart, or of one model. */
export default async function publicCompatRoutes(app: App, ctx: Ctx) {
  app.get(
    '/public/compat',
    {
      config: { cache: true },
      schema: {
        tags: ['public'],
        summary:
          'Compatibility cells by system, CPU or model: verified (with the day) / expected / unsupported, with a ' +
          'note; a driver claimed but not published answers unpublished',
        querystring: publicCompatQuery,
      },
    },
    async (req) => {
      const q = req.query;
      let query = compatQuery(ctx.db).where('m.status', '=', '0');
      if (q.system) query = query.where('c.system', '=', q.system);
      if (q.cpu) query = query.where('c.cpu', 'in', [q.cpu, 'any']);
      if (q.modelId) query = query.where('c.model_id', '=', q.modelId);
      const rows = await query
        .orderBy('m.sort')
        .orderBy('m.id')
        .orderBy('c.system')
        .orderBy('c.cpu')
        .orderBy('c.id')
        .execute();
      const published = await publishedDriverSystems(
        ctx.db,
        rows.filter((r) => r.component === 'driver').map((r) => r.model_id),
      );
      // The chart links each model to its guide and filters by connection, so a cell carries those of its model.
      const data: PublicCompatCell[] = rows.map((r) =>
        withPublishedDrivers(
          {
            ...compatDto(r),
            modelName: r.model_name,
            guidePath: r.guide_path,
            // The column holds the contract's connection names only (the model form validates them).
            connections: r.connections as PublicCompatCell['connections'],
          },
          (key) => published.has(key),
        ),
      );
      return { code: 200, msg: 'Operation successful', data };
    },
  );
}
