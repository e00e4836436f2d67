import { z } from 'zod';
import { YES_NO } from '../rules.js';
import {
  DICT_DATA_SORTABLE,
  DICT_TYPE_SORTABLE,
  dictDataCreate,
  dictDataFilters,
  dictDataUpdate,
  dictTypeCreate,
  dictTypeFilters,
  dictTypeUpdate,
} from '../system.js';
import { defineResource } from './define.js';
import { rowId, rowStatus, rowTime } from './rowFields.js';

/** A dictionary entry as `/system/dict/data/list` answers it. */
export const dictDataRow = z.strictObject({
  dictCode: rowId,
  dictSort: z.number().int(),
  dictLabel: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string(),
  listClass: z.string(),
  isDefault: z.enum(YES_NO),
  status: rowStatus,
  remark: z.string(),
  createTime: rowTime,
});

/** A dictionary type as `/system/dict/type/list` answers it. */
export const dictTypeRow = z.strictObject({
  dictId: rowId,
  dictName: z.string(),
  dictType: z.string(),
  status: rowStatus,
  remark: z.string(),
  createTime: rowTime,
});

/** Dictionary entries (`system:dict:*`, with the types). */
export const dictData = defineResource({
  key: 'dictData',
  path: '/system/dict/data',
  perm: 'system:dict',
  idField: 'dictCode',
  row: dictDataRow,
  create: dictDataCreate,
  update: dictDataUpdate,
  filters: dictDataFilters,
  sortable: DICT_DATA_SORTABLE,
});

/** Dictionary types (`system:dict:*`, with the entries). */
export const dictTypes = defineResource({
  key: 'dictType',
  path: '/system/dict/type',
  perm: 'system:dict',
  idField: 'dictId',
  row: dictTypeRow,
  create: dictTypeCreate,
  update: dictTypeUpdate,
  filters: dictTypeFilters,
  sortable: DICT_TYPE_SORTABLE,
  menu: { title: 'admin.menu.dictionary', parent: 'system', icon: 'dict', page: 'system/dict/index', route: 'dict' },
});
