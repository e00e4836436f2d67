import { z } from 'zod';
import { YES_NO } from '../rules.js';
import { CONFIG_SORTABLE, configCreate, configFilters, configUpdate } from '../system.js';
import { defineResource } from './define.js';
import { rowId, rowTime } from './rowFields.js';

/** A config key as `/system/config/list` answers it. */
export const configRow = z.strictObject({
  configId: rowId,
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  /** 'Y': built in (cannot be deleted). */
  configType: z.enum(YES_NO),
  remark: z.string(),
  createTime: rowTime,
});

/** Config keys (`system:config:*`). */
export const configs = defineResource({
  key: 'config',
  path: '/system/config',
  perm: 'system:config',
  idField: 'configId',
  row: configRow,
  create: configCreate,
  update: configUpdate,
  filters: configFilters,
  sortable: CONFIG_SORTABLE,
  menu: { title: 'admin.menu.config', parent: 'system', icon: 'edit' },
});
