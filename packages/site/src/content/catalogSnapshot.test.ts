import { describe, expect, it } from 'vitest';
import { brandDto, chartDto } from '@labelwise/api/public-dto';
import type { ApiBrand, ApiChartRow } from '../api/endpoints';
import { brandSnapshot, chartSnapshot } from './catalogSnapshot';

/** Only the fields the site reads, so a renamed or dropped API field fails here instead of in a visitor's chart. */
const pick = <T extends object>(source: Record<string, unknown>, like: T): T =>
  Object.fromEntries(Object.keys(like).map((k) => [k, source[k]])) as T;

describe('catalog snapshot (the prerendered chart and brands)', () => {
  it('has the fields the API maps each chart row to, with the same values', () => {
    expect(chartSnapshot).toHaveLength(31);
    for (const row of chartSnapshot) {
      const dto = chartDto({
        id: row.chartId,
        model_id: row.chartId,
        printer_model: row.printerModel,
        driver_windows: row.driverWindows,
        driver_linux: row.driverLinux,
        driver_mac: row.driverMac,
        software_support: row.softwareSupport,
        firmware_version: row.firmwareVersion,
        label_printer: row.labelPrinter,
        label_printer_i18n: row.labelPrinterI18n,
        sort: row.chartId,
      });
      expect(pick<ApiChartRow>(dto, row)).toEqual(row);
    }
  });

  it('has the fields the API maps each brand to', () => {
    expect(brandSnapshot.map((b) => b.name)).toEqual(['Phomemo', 'Itari', 'Omezizy', 'Labelwise OEM', 'Generic']);
    for (const brand of brandSnapshot) {
      const dto = brandDto({
        id: brand.brandId,
        name: brand.name,
        slug: brand.slug,
        website: brand.website,
        logo: '',
        description: '',
        sort: 1,
      });
      expect(pick<ApiBrand>(dto, brand)).toEqual(brand);
    }
  });

  it('lists the seeded drivers: Linux only where the catalog says so, Mac unless it says not', () => {
    const byModel = new Map(chartSnapshot.map((r) => [r.printerModel, r]));
    expect(byModel.get('PM-241-BT')).toMatchObject({ driverLinux: true, driverMac: true, firmwareVersion: 'V2.0.7' });
    expect(byModel.get('DS-50P')).toMatchObject({ driverLinux: false, driverMac: false });
    expect(byModel.get('PM-249-WF')?.labelPrinter).toBe('Wi-Fi shipping label printer');
    expect(byModel.get('PM-249-WF')?.labelPrinterI18n['de-de']).toBe('WLAN-Versandetikettendrucker');
  });
});
