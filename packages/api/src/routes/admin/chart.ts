import { chart } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, translationsColumn } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { chartDto } from '../../lib/catalogDto.js';

/** The compatibility chart (site:chart:*). */
export default async function chartRoutes(app: App, ctx: Ctx) {
  const { requireModel } = catalogRefs(ctx);
  registerCrud(app, ctx, chart, {
    table: 'chart_rows',
    tag: 'admin: chart',
    alias: 'c',
    select: (d) => d.selectFrom('chart_rows as c').selectAll('c'),
    filters: { printerModel: ['c.printer_model', 'contains'] },
    orderBy: (qb) => qb.orderBy('c.sort').orderBy('c.id'),
    sortable: {
      printerModel: 'c.printer_model',
      firmwareVersion: 'c.firmware_version',
      labelPrinter: 'c.label_printer',
      sort: 'c.sort',
    },
    toDto: chartDto,
    toInsert: async (b) => {
      if (b.modelId) await requireModel(b.modelId);
      return {
        model_id: b.modelId ?? null,
        printer_model: b.printerModel,
        driver_windows: b.driverWindows ?? false,
        driver_linux: b.driverLinux ?? false,
        driver_mac: b.driverMac ?? false,
        software_support: b.softwareSupport ?? true,
        firmware_version: b.firmwareVersion ?? '',
        label_printer: b.labelPrinter ?? '',
        label_printer_i18n: translationsColumn(b.labelPrinterI18n ?? {}),
        sort: b.sort ?? 0,
      };
    },
    toUpdate: async (b) => {
      if (b.modelId) await requireModel(b.modelId);
      return defined({
        model_id: b.modelId,
        printer_model: b.printerModel,
        driver_windows: b.driverWindows,
        driver_linux: b.driverLinux,
        driver_mac: b.driverMac,
        software_support: b.softwareSupport,
        firmware_version: b.firmwareVersion,
        label_printer: b.labelPrinter,
        label_printer_i18n: translationsColumn(b.labelPrinterI18n),
        sort: b.sort,
      });
    },
  });
}
