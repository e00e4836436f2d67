import { dictData, dictTypeParam, dictTypes } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { defined, registerCrud, responsesOf } from '../../lib/crud.js';
import { dictDataDto, dictTypeDto } from '../../lib/dto.js';
import { refuse } from '../../lib/http.js';

/** The dictionary (system:dict:*): types and their entries; one type's enabled entries are public. */
export default async function dictRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const requireDictType = async (t: string) => {
    const row = await db.selectFrom('dict_types').select('id').where('dict_type', '=', t).executeTakeFirst();
    if (!row) throw refuse(400, 'dictType', 'unknown dictionary type', 'unknownDictType');
  };
  registerCrud(app, ctx, dictData, {
    table: 'dict_data',
    tag: 'dictionary',
    alias: 'd',
    select: (d) => d.selectFrom('dict_data as d').selectAll('d'),
    filters: {
      dictType: ['d.dict_type', 'equals'],
      dictLabel: ['d.dict_label', 'contains'],
      status: ['d.status', 'equals'],
    },
    orderBy: (qb) => qb.orderBy('d.dict_type').orderBy('d.dict_sort').orderBy('d.id'),
    sortable: {
      dictSort: 'd.dict_sort',
      dictLabel: 'd.dict_label',
      dictValue: 'd.dict_value',
      dictType: 'd.dict_type',
      status: 'd.status',
      createTime: 'd.created_at',
    },
    toDto: dictDataDto,
    toInsert: async (b) => {
      await requireDictType(b.dictType);
      return {
        dict_type: b.dictType,
        dict_label: b.dictLabel,
        dict_value: b.dictValue,
        dict_sort: b.dictSort ?? 0,
        css_class: b.cssClass ?? '',
        list_class: b.listClass || 'default',
        is_default: b.isDefault ?? 'N',
        status: b.status ?? '0',
        remark: b.remark ?? '',
      };
    },
    toUpdate: async (b) => {
      if (b.dictType !== undefined) await requireDictType(b.dictType);
      return defined({
        dict_type: b.dictType,
        dict_label: b.dictLabel,
        dict_value: b.dictValue,
        dict_sort: b.dictSort,
        css_class: b.cssClass,
        list_class: b.listClass,
        is_default: b.isDefault,
        status: b.status,
        remark: b.remark,
      });
    },
  });
  dictTypeRoutes(app, ctx);
}

function dictTypeRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  // GET /system/dict/data/type/{type}: public (the public site reads contact-form options), only enabled entries.
  app.get(
    `${dictData.path}/type/:type`,
    {
      config: { cache: true },
      schema: {
        tags: ['dictionary'],
        summary: 'Enabled entries of one dictionary type (public)',
        params: dictTypeParam,
        response: { 200: responsesOf(dictData.row).all },
      },
    },
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

  registerCrud(app, ctx, dictTypes, {
    table: 'dict_types',
    tag: 'dictionary',
    alias: 't',
    select: (d) => d.selectFrom('dict_types as t').selectAll('t'),
    filters: {
      dictName: ['t.dict_name', 'contains'],
      dictType: ['t.dict_type', 'contains'],
      status: ['t.status', 'equals'],
    },
    orderBy: (qb) => qb.orderBy('t.id'),
    sortable: {
      dictName: 't.dict_name',
      dictType: 't.dict_type',
      status: 't.status',
      createTime: 't.created_at',
    },
    toDto: dictTypeDto,
    toInsert: async (b) => ({
      dict_name: b.dictName,
      dict_type: b.dictType,
      status: b.status ?? '0',
      remark: b.remark ?? '',
    }),
    toUpdate: async (b) =>
      defined({ dict_name: b.dictName, dict_type: b.dictType, status: b.status, remark: b.remark }),
  });
}
