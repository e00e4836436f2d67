import { z } from 'zod';
import { CHART_SORTABLE, chartCreate, chartFilters, chartUpdate } from '../catalog.js';
import { defineResource } from './define.js';
import { rowI18n, rowId } from './rowFields.js';

/** A row of the compatibility chart as `/site/chart/list` answers it. */
export const chartRow = z.strictObject({
  chartId: rowId,
  modelId: rowId.nullable(),
  printerModel: z.string(),
  driverWindows: z.boolean(),
  driverLinux: z.boolean(),
  driverMac: z.boolean(),
  softwareSupport: z.boolean(),
  firmwareVersion: z.string(),
  labelPrinter: z.string(),
  labelPrinterI18n: rowI18n,
  sort: z.number().int(),
});

/** The compatibility chart (`site:chart:*`). */
export const chart = defineResource({
  key: 'chart',
  path: '/site/chart',
  perm: 'site:chart',
  idField: 'chartId',
  row: chartRow,
  create: chartCreate,
  update: chartUpdate,
  filters: chartFilters,
  sortable: CHART_SORTABLE,
  menu: { title: 'admin.menu.chart', parent: 'site', icon: 'table' },
});
