import { configKeyParam, configs } from '@labelwise/contract';
import { z } from 'zod';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { configDto } from '../../lib/dto.js';
import { notFound, refuse } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';

/** Config keys (system:config:*); one key's value is public, built-in keys cannot be deleted. */
export default async function configRoutes(app: App, ctx: Ctx) {
  // Static route first: DELETE /system/config/refreshCache must not be read as an id list.
  app.delete(
    `${configs.path}/refreshCache`,
    {
      onRequest: app.requirePerm(`${configs.perm}:remove`),
      config: { invalidatesCache: true },
      schema: { tags: ['config'], security: [{ bearer: [] }], summary: 'Reload config values from the database' },
    },
    async (req) => {
      ctx.clearConfigCache();
      await recordOperation(ctx, req, { module: configs.perm, action: 'other', targetName: 'refreshCache' });
      return { code: 200, msg: 'Operation successful' };
    },
  );
  app.get(
    `${configs.path}/configKey/:key`,
    {
      schema: {
        tags: ['config'],
        summary: 'Value of one config key (public, like the reference client expects)',
        params: configKeyParam,
        response: { 200: z.strictObject({ code: z.number(), msg: z.string(), data: z.string() }) },
      },
    },
    async (req) => {
      const v = await ctx.configValue(req.params.key);
      if (v === undefined) throw notFound('config key');
      return { code: 200, msg: v, data: v };
    },
  );
  registerCrud(app, ctx, configs, {
    table: 'configs',
    tag: 'config',
    alias: 'c',
    select: (d) => d.selectFrom('configs as c').selectAll('c'),
    filters: {
      configName: ['c.config_name', 'contains'],
      configKey: ['c.config_key', 'contains'],
      configType: ['c.config_type', 'equals'],
    },
    orderBy: (qb) => qb.orderBy('c.id'),
    sortable: {
      configName: 'c.config_name',
      configKey: 'c.config_key',
      configType: 'c.config_type',
      createTime: 'c.created_at',
    },
    toDto: configDto,
    toInsert: async (b) => ({
      config_name: b.configName,
      config_key: b.configKey,
      config_value: b.configValue,
      config_type: b.configType ?? 'N',
      remark: b.remark ?? '',
    }),
    toUpdate: async (b) =>
      defined({
        config_name: b.configName,
        config_key: b.configKey,
        config_value: b.configValue,
        config_type: b.configType,
        remark: b.remark,
      }),
    guard: (action, row: { config_type: string; config_key: string }) => {
      if (action === 'remove' && row.config_type === 'Y')
        throw refuse(409, 'configKey', `built-in key ${row.config_key} cannot be deleted`, 'builtInConfig', {
          key: row.config_key,
        });
    },
    afterWrite: async () => ctx.clearConfigCache(),
    afterDelete: () => ctx.clearConfigCache(),
  });
}
