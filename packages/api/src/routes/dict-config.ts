import {
  configCreate,
  configFilters,
  configKeyParam,
  configUpdate,
  dictDataCreate,
  dictDataFilters,
  dictDataUpdate,
  dictTypeCreate,
  dictTypeFilters,
  dictTypeParam,
  dictTypeUpdate,
} from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { requirePerm } from '../lib/auth.js';
import { ApiError, notFound } from '../lib/http.js';
import { defined, registerCrud } from './crud.js';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
export function dictDataDto(d: {
  id: number; dict_sort: number; dict_label: string; dict_value: string; dict_type: string; css_class: string; list_class: string;
  is_default: string; status: string; remark: string; created_at: Date;
}) {
  return {
    dictCode: d.id, dictSort: d.dict_sort, dictLabel: d.dict_label, dictValue: d.dict_value, dictType: d.dict_type,
    cssClass: d.css_class, listClass: d.list_class, isDefault: d.is_default, status: d.status, remark: d.remark, createTime: d.created_at,
  };
}

export default async function dictConfigRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;

  // ---------- dictionary data (spec §7) ----------
  const requireDictType = async (t: string) => {
    const row = await db.selectFrom('dict_types').select('id').where('dict_type', '=', t).executeTakeFirst();
    if (!row) throw new ApiError(400, 'dictType: unknown dictionary type');
  };
  registerCrud(app, ctx, {
    path: '/system/dict/data',
    perm: 'system:dict',
    table: 'dict_data',
    idField: 'dictCode',
    tag: 'dictionary',
    alias: 'd',
    listFilters: dictDataFilters,
    select: (d) => d.selectFrom('dict_data as d').selectAll('d'),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.dictType) x = x.where('d.dict_type', '=', q.dictType);
      if (q.dictLabel) x = x.where('d.dict_label', 'ilike', `%${likeEscape(q.dictLabel)}%`);
      if (q.status) x = x.where('d.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('d.dict_type').orderBy('d.dict_sort').orderBy('d.id'),
    sortable: { dictSort: 'd.dict_sort', dictLabel: 'd.dict_label', dictValue: 'd.dict_value', dictType: 'd.dict_type', status: 'd.status', createTime: 'd.created_at' },
    toDto: dictDataDto,
    create: dictDataCreate,
    update: dictDataUpdate,
    toInsert: async (b) => {
      await requireDictType(b.dictType);
      return {
        dict_type: b.dictType, dict_label: b.dictLabel, dict_value: b.dictValue, dict_sort: b.dictSort ?? 0, css_class: b.cssClass ?? '',
        list_class: b.listClass || 'default', is_default: b.isDefault ?? 'N', status: b.status ?? '0', remark: b.remark ?? '',
      };
    },
    toUpdate: async (b) => {
      if (b.dictType !== undefined) await requireDictType(b.dictType);
      return defined({
        dict_type: b.dictType, dict_label: b.dictLabel, dict_value: b.dictValue, dict_sort: b.dictSort, css_class: b.cssClass,
        list_class: b.listClass, is_default: b.isDefault, status: b.status, remark: b.remark,
      });
    },
  });

  // GET /system/dict/data/type/{type}: public (the public site reads contact-form options), only enabled entries.
  app.get(
    '/system/dict/data/type/:type',
    { config: { cache: true }, schema: { tags: ['dictionary'], summary: 'Enabled entries of one dictionary type (public)', params: dictTypeParam } },
    async (req) => {
      const rows = await db
        .selectFrom('dict_data')
        .selectAll()
        .where('dict_type', '=', req.params.type)
        .where('status', '=', '0')
        .orderBy('dict_sort')
        .orderBy('id')
        .execute();
      return { code: 200, msg: 'Operation successful', data: rows.map(dictDataDto) };
    },
  );

  // ---------- dictionary types (used by the admin's dictionary page) ----------
  registerCrud(app, ctx, {
    path: '/system/dict/type',
    perm: 'system:dict',
    table: 'dict_types',
    idField: 'dictId',
    tag: 'dictionary',
    alias: 't',
    listFilters: dictTypeFilters,
    select: (d) => d.selectFrom('dict_types as t').selectAll('t'),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.dictName) x = x.where('t.dict_name', 'ilike', `%${likeEscape(q.dictName)}%`);
      if (q.dictType) x = x.where('t.dict_type', 'ilike', `%${likeEscape(q.dictType)}%`);
      if (q.status) x = x.where('t.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('t.id'),
    sortable: { dictName: 't.dict_name', dictType: 't.dict_type', status: 't.status', createTime: 't.created_at' },
    toDto: (t: { id: number; dict_name: string; dict_type: string; status: string; remark: string; created_at: Date }) => ({
      dictId: t.id, dictName: t.dict_name, dictType: t.dict_type, status: t.status, remark: t.remark, createTime: t.created_at,
    }),
    create: dictTypeCreate,
    update: dictTypeUpdate,
    toInsert: async (b) => ({ dict_name: b.dictName, dict_type: b.dictType, status: b.status ?? '0', remark: b.remark ?? '' }),
    toUpdate: async (b) => defined({ dict_name: b.dictName, dict_type: b.dictType, status: b.status, remark: b.remark }),
  });

  // ---------- config (spec §7) ----------
  // Static route first: DELETE /system/config/refreshCache must not be read as an id list.
  app.delete(
    '/system/config/refreshCache',
    { onRequest: requirePerm(ctx, 'system:config:remove'), config: { invalidatesCache: true }, schema: { tags: ['config'], security: [{ bearer: [] }], summary: 'Reload config values from the database' } },
    async () => {
      ctx.clearConfigCache();
      return { code: 200, msg: 'Operation successful' };
    },
  );
  app.get(
    '/system/config/configKey/:key',
    { schema: { tags: ['config'], summary: 'Value of one config key (public, like the reference client expects)', params: configKeyParam } },
    async (req) => {
      const v = await ctx.configValue(req.params.key);
      if (v === undefined) throw notFound('config key');
      return { code: 200, msg: v, data: v };
    },
  );
  registerCrud(app, ctx, {
    path: '/system/config',
    perm: 'system:config',
    table: 'configs',
    idField: 'configId',
    tag: 'config',
    alias: 'c',
    listFilters: configFilters,
    select: (d) => d.selectFrom('configs as c').selectAll('c'),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.configName) x = x.where('c.config_name', 'ilike', `%${likeEscape(q.configName)}%`);
      if (q.configKey) x = x.where('c.config_key', 'ilike', `%${likeEscape(q.configKey)}%`);
      if (q.configType) x = x.where('c.config_type', '=', q.configType);
      return x;
    },
    orderBy: (qb) => qb.orderBy('c.id'),
    sortable: { configName: 'c.config_name', configKey: 'c.config_key', configType: 'c.config_type', createTime: 'c.created_at' },
    toDto: (c: { id: number; config_name: string; config_key: string; config_value: string; config_type: string; remark: string; created_at: Date }) => ({
      configId: c.id, configName: c.config_name, configKey: c.config_key, configValue: c.config_value, configType: c.config_type, remark: c.remark, createTime: c.created_at,
    }),
    create: configCreate,
    update: configUpdate,
    toInsert: async (b) => ({ config_name: b.configName, config_key: b.configKey, config_value: b.configValue, config_type: b.configType ?? 'N', remark: b.remark ?? '' }),
    toUpdate: async (b) => defined({ config_name: b.configName, config_key: b.configKey, config_value: b.configValue, config_type: b.configType, remark: b.remark }),
    guard: (action, row: { config_type: string; config_key: string }) => {
      if (action === 'remove' && row.config_type === 'Y') throw new ApiError(409, `configKey: built-in key ${row.config_key} cannot be deleted`);
    },
    afterWrite: async () => ctx.clearConfigCache(),
    afterDelete: () => ctx.clearConfigCache(),
  });
}
