import type { App, Ctx } from '../context.js';
import { idParam, notFound } from '../lib/http.js';
import { releaseDto, releaseQuery } from '../lib/releases.js';

const tags = ['public'];

/** Every published version of a model's published drivers, newest first per system: older ones stay downloadable. */
export default async function publicReleaseRoutes(app: App, ctx: Ctx) {
  app.get(
    '/public/models/:id/releases',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: "Every published version of a model's drivers, with notes and SHA-256",
        params: idParam,
      },
    },
    async (req) => {
      const model = await ctx.db
        .selectFrom('printer_models')
        .select('id')
        .where('id', '=', req.params.id)
        .where('status', '=', '0')
        .executeTakeFirst();
      if (!model) throw notFound('model');
      const rows = await releaseQuery(ctx.db)
        .where('d.model_id', '=', model.id)
        .where('d.status', '=', '0')
        .where('r.status', '=', '0')
        .orderBy('d.sort')
        .orderBy('d.id')
        .orderBy('r.release_date', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
      return {
        code: 200,
        msg: 'Operation successful',
        data: rows.map((r) => ({ ...releaseDto(r), status: undefined })),
      };
    },
  );
}
