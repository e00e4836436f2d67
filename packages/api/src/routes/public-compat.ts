import { publicCompatQuery } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
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
          'Compatibility cells by system, CPU or model: verified (with the day) / expected / unsupported, with a note',
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
      // The chart links each model to its guide and filters by connection, so a cell carries those of its model.
      const data = rows.map((r) => ({ ...compatDto(r), guidePath: r.guide_path, connections: r.connections }));
      return { code: 200, msg: 'Operation successful', data };
    },
  );
}
