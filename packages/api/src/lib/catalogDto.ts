import { isPrintResolution, type Brand } from '@labelwise/contract';
import { downloadUrl, viewUrl } from './dto.js';

/**
 * Row → wire shape of the catalogue (brands, printer models, drivers, manuals, the compatibility chart), for the
 * public routes and the back office alike. Optional columns (a joined name, `status` on public lists) appear only
 * when selected.
 */

/** A `brands` row: the wire's fields under their own names, but `id`, and `status` only where selected. */
type BrandRow = Omit<Brand, 'brandId' | 'status' | 'nameI18n'> & {
  id: number;
  status?: string;
  name_i18n?: Record<string, string>;
};
/** Text in the other languages (English is the row's own column); `{}` where none was written. */
type I18n = Record<string, string>;

export function brandDto(b: BrandRow) {
  return {
    brandId: b.id,
    name: b.name,
    nameI18n: b.name_i18n ?? {},
    slug: b.slug,
    website: b.website,
    logo: b.logo,
    description: b.description,
    sort: b.sort,
    ...(b.status !== undefined ? { status: b.status } : {}),
  };
}

/** The columns `modelDto` maps, from `printer_models as m` joined with `brands as b`. */
export const MODEL_COLUMNS = [
  'm.id',
  'm.brand_id',
  'b.name as brand_name',
  'm.name',
  'm.guide_path',
  'm.connections',
  'm.bt_serial_prefixes',
  'm.pairing',
  'm.print_resolution',
  'm.description',
  'm.description_i18n',
  'b.name_i18n as brand_name_i18n',
  'm.sort',
] as const;

export function modelDto(m: {
  id: number;
  brand_id: number;
  brand_name?: string;
  name: string;
  guide_path: string;
  connections: string[];
  bt_serial_prefixes: string[];
  pairing: unknown;
  print_resolution: number | null;
  description: string;
  description_i18n?: I18n;
  brand_name_i18n?: I18n;
  sort: number;
  status?: string;
  published_drivers?: boolean;
  published_manuals?: boolean;
}) {
  return {
    modelId: m.id,
    brandId: m.brand_id,
    ...(m.brand_name !== undefined ? { brandName: m.brand_name } : {}),
    ...(m.brand_name_i18n !== undefined ? { brandNameI18n: m.brand_name_i18n } : {}),
    descriptionI18n: m.description_i18n ?? {},
    name: m.name,
    guidePath: m.guide_path,
    connections: m.connections,
    btSerialPrefixes: m.bt_serial_prefixes,
    pairing: typeof m.pairing === 'string' ? JSON.parse(m.pairing) : m.pairing,
    printResolution: isPrintResolution(m.print_resolution) ? m.print_resolution : null,
    description: m.description,
    sort: m.sort,
    ...(m.status !== undefined ? { status: m.status } : {}),
    ...(m.published_drivers !== undefined
      ? { published: { drivers: Boolean(m.published_drivers), manuals: Boolean(m.published_manuals) } }
      : {}),
  };
}

/** A published file of a model (driver or manual): the columns both have. */
interface DownloadRow {
  id: number;
  model_id: number;
  title: string;
  version: string;
  release_date: string;
  file_name: string;
  file_size: number;
  sha256: string;
  sort: number;
  status?: string;
  model_name?: string;
}

function downloadFields(d: DownloadRow & { title_i18n?: I18n }) {
  return {
    modelId: d.model_id,
    ...(d.model_name !== undefined ? { modelName: d.model_name } : {}),
    title: d.title,
    titleI18n: d.title_i18n ?? {},
  };
}

function downloadFileFields(d: DownloadRow) {
  return {
    version: d.version,
    releaseDate: d.release_date,
    fileName: d.file_name,
    fileSize: d.file_size,
    sha256: d.sha256,
    url: downloadUrl(d.file_name),
    sort: d.sort,
    ...(d.status !== undefined ? { status: d.status } : {}),
  };
}

export function driverDto(d: DownloadRow & { os: string; title_i18n?: I18n }) {
  return { driverId: d.id, ...downloadFields(d), os: d.os, ...downloadFileFields(d) };
}

export function manualDto(d: DownloadRow & { description: string; title_i18n?: I18n; description_i18n?: I18n }) {
  return {
    manualId: d.id,
    ...downloadFields(d),
    description: d.description,
    descriptionI18n: d.description_i18n ?? {},
    ...downloadFileFields(d),
    viewUrl: viewUrl(d.file_name),
  };
}

export function chartDto(c: {
  id: number;
  model_id: number | null;
  printer_model: string;
  driver_windows: boolean;
  driver_linux: boolean;
  driver_mac: boolean;
  software_support: boolean;
  firmware_version: string;
  label_printer: string;
  label_printer_i18n?: Record<string, string>;
  sort: number;
}) {
  return {
    labelPrinterI18n: c.label_printer_i18n ?? {},
    chartId: c.id,
    modelId: c.model_id,
    printerModel: c.printer_model,
    driverWindows: c.driver_windows,
    driverLinux: c.driver_linux,
    driverMac: c.driver_mac,
    softwareSupport: c.software_support,
    firmwareVersion: c.firmware_version,
    labelPrinter: c.label_printer,
    sort: c.sort,
  };
}
