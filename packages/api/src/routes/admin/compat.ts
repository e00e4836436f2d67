import { compat, type CompatCell, cpusOf, componentsOf, type CompatSystem } from '@labelwise/contract';
import type { Kysely } from 'kysely';
import type { App, Ctx } from '../../context.js';
import type { DB } from '../../db/types.js';
import { catalogRefs } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { badRequest } from '../../lib/http.js';

export const compatQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('compat_cells as c')
    .innerJoin('printer_models as m', 'm.id', 'c.model_id')
    .selectAll('c')
    .select([
      'm.name as model_name',
      'm.status as model_status',
      'm.guide_path as guide_path',
      'm.connections as connections',
    ]);
type CompatRow = Awaited<ReturnType<ReturnType<typeof compatQuery>['executeTakeFirstOrThrow']>>;

export const compatDto = (c: CompatRow): CompatCell => ({
  cellId: c.id,
  modelId: c.model_id,
  modelName: c.model_name,
  system: c.system as CompatCell['system'],
  cpu: c.cpu as CompatCell['cpu'],
  component: c.component as CompatCell['component'],
  support: c.support as CompatCell['support'],
  verifiedOn: c.verified_on,
  note: c.note,
});

/** Compatibility cells (site:chart:*): one per model, system version, CPU and component, edited by operators. */
export default async function compatRoutes(app: App, ctx: Ctx) {
  const { requireModel } = catalogRefs(ctx);
  registerCrud(app, ctx, compat, {
    table: 'compat_cells',
    alias: 'c',
    select: compatQuery,
    orderBy: (qb) => qb.orderBy('m.sort').orderBy('c.model_id').orderBy('c.system').orderBy('c.cpu').orderBy('c.id'),
    tag: 'admin: compatibility',
    sortable: {
      modelName: 'm.name',
      system: 'c.system',
      support: 'c.support',
      verifiedOn: 'c.verified_on',
    },
    filters: { modelId: ['c.model_id', 'equals'], system: ['c.system', 'equals'], support: ['c.support', 'equals'] },
    toDto: (row) => ({ ...compatDto(row), modelName: row.model_name }),
    toInsert: async (b) => {
      await requireModel(b.modelId);
      return {
        model_id: b.modelId,
        system: b.system,
        cpu: b.cpu,
        component: b.component,
        support: b.support,
        verified_on: b.support === 'verified' ? (b.verifiedOn ?? null) : null,
        note: JSON.stringify(b.note ?? {}),
      };
    },
    toUpdate: async (b, _req, existing) => {
      if (b.modelId !== undefined) await requireModel(b.modelId);
      const system = (b.system ?? existing.system) as CompatSystem;
      const cpu: string = b.cpu ?? existing.cpu;
      const component: string = b.component ?? existing.component;
      if (!(cpusOf(system) as readonly string[]).includes(cpu))
        throw badRequest('cpu', `must be one of ${cpusOf(system).join(', ')} for ${system}`, 'notAnOption');
      if (!(componentsOf(system) as readonly string[]).includes(component))
        throw badRequest('component', `must be one of ${componentsOf(system).join(', ')} for ${system}`, 'notAnOption');
      const support: string = b.support ?? existing.support;
      const verifiedOn = b.verifiedOn !== undefined ? b.verifiedOn : existing.verified_on;
      if (support === 'verified' && !verifiedOn)
        throw badRequest('verifiedOn', 'is required when support is verified', 'verifiedOnRequired');
      return defined({
        model_id: b.modelId,
        system: b.system,
        cpu: b.cpu,
        component: b.component,
        support: b.support,
        verified_on: support === 'verified' ? verifiedOn : null,
        note: b.note !== undefined ? JSON.stringify(b.note) : undefined,
      });
    },
  });
}
