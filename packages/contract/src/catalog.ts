import { z } from 'zod';
import { boolField, dateString, freeText, id, keyText, maxMessage, safeText, sortInt, statusEnum } from './fields.js';
import { updateOf, withOptional } from './bodies.js';
import { CONTENT_FALLBACK_LOCALE, CONTENT_LOCALES, type ContentLocale } from './locales.js';
import {
  BRAND_NAME_MAX,
  CONNECTIONS,
  DRIVER_OS,
  FILE_NAME_MAX,
  HTTP_URL,
  MODEL_NAME_MAX,
  PRINT_RESOLUTIONS,
  SHA256_PATTERN,
  SITE_PATH,
  SLUG_MAX,
  TITLE_MAX,
  URL_MAX,
  VERSION_PATTERN,
  type Connection,
  type DriverOs,
  type PrintResolution,
  type Status,
} from './rules.js';

/** Brands, printer models, drivers, manuals, the compatibility chart and download links. */

const url = z
  .string()
  .trim()
  .max(URL_MAX, { error: maxMessage(URL_MAX) })
  .refine((s) => s === '' || HTTP_URL.test(s) || SITE_PATH.test(s), {
    error: 'must be an http(s) URL or a site path starting with a single /',
  });
const slug = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(SLUG_MAX, { error: maxMessage(SLUG_MAX) })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'may contain only lower-case letters, digits and dashes' });
const version = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(40, { error: maxMessage(40) })
  .regex(VERSION_PATTERN, { error: 'may contain only letters, digits and . _ + -' });
const optionalVersion = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9._+-]*$/, { error: 'may contain only letters, digits and . _ + -' });
const fileName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(FILE_NAME_MAX, { error: maxMessage(FILE_NAME_MAX) });
export const driverOs = z.enum(DRIVER_OS, { error: 'must be one of windows, macos, linux' });

/** The site languages whose catalog text is a translation; English is the row's own field and their fallback. */
export type OtherLocale = Exclude<ContentLocale, 'en-us'>;
export const OTHER_LOCALES = CONTENT_LOCALES.filter((l) => l !== CONTENT_FALLBACK_LOCALE) as readonly OtherLocale[];
/** Catalog text in the languages other than English (the row's own field), as operators wrote it. */
export type OtherLocales = Partial<Record<OtherLocale, string>>;

/**
 * The translations of an English field, each checked by `rule` (the English field's limits, never required). An
 * empty or missing language is not stored: the site shows the English text for it.
 */
export const translations = (rule: z.ZodType<string, string>) =>
  z
    .strictObject(
      Object.fromEntries(OTHER_LOCALES.map((l) => [l, rule.optional()])) as Record<
        OtherLocale,
        z.ZodOptional<typeof rule>
      >,
      {
        error: 'must be an object of texts by language',
      },
    )
    .transform((texts): OtherLocales => {
      const kept: OtherLocales = {};
      for (const l of OTHER_LOCALES) if (texts[l]) kept[l] = texts[l];
      return kept;
    });

// ---------- brands ----------
export const brandShape = {
  name: safeText(BRAND_NAME_MAX, 1),
  nameI18n: translations(safeText(BRAND_NAME_MAX)),
  slug,
  website: url,
  logo: url,
  description: freeText(1000),
  sort: sortInt,
  status: statusEnum,
};
export const brandCreate = withOptional(brandShape, [
  'nameI18n',
  'slug',
  'website',
  'logo',
  'description',
  'sort',
  'status',
]);
export const brandUpdate = updateOf(brandShape, 'brandId');
export const brandFilters = { name: safeText(BRAND_NAME_MAX).optional(), status: statusEnum.optional() };
export const BRAND_SORTABLE = ['name', 'sort', 'status', 'updatedAt'] as const;
export type BrandCreate = z.input<typeof brandCreate>;
export type BrandUpdate = z.input<typeof brandUpdate>;

export interface Brand {
  brandId: number;
  name: string;
  nameI18n: OtherLocales;
  slug: string;
  website: string;
  logo: string;
  description: string;
  sort: number;
  status?: Status;
}

// ---------- printer models ----------
export const connections = z
  .array(z.enum(CONNECTIONS, { error: 'must be usb, bluetooth or wifi' }), { error: 'must be an array' })
  .max(3, { error: 'at most 3 entries' });
const serialPrefix = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,10}$/, { error: 'must be 1-10 upper-case letters or digits' });
export const pairingRule = z.object({
  prefix: serialPrefix,
  platforms: z.array(safeText(40, 1)).max(10),
  note: freeText(200),
});
export type PairingRule = z.output<typeof pairingRule>;
/** A model's print-head resolution in dpi; null: not known (nothing guesses it, the seed included). */
export const printResolution = z
  .literal(PRINT_RESOLUTIONS, { error: `must be ${PRINT_RESOLUTIONS.join(' or ')}, or null when unknown` })
  .nullable();
export const modelShape = {
  brandId: id,
  name: safeText(MODEL_NAME_MAX, 1),
  guidePath: z
    .string()
    .trim()
    .max(100)
    .regex(/^(\/[A-Za-z0-9_-]+)?$/, { error: 'must look like /pm241' }),
  connections,
  btSerialPrefixes: z.array(serialPrefix, { error: 'must be an array' }).max(20, { error: 'at most 20 entries' }),
  pairing: z.array(pairingRule, { error: 'must be an array' }).max(20),
  printResolution,
  description: freeText(2000),
  descriptionI18n: translations(freeText(2000)),
  sort: sortInt,
  status: statusEnum,
};
export const modelCreate = withOptional(modelShape, [
  'descriptionI18n',
  'guidePath',
  'connections',
  'btSerialPrefixes',
  'pairing',
  'printResolution',
  'description',
  'sort',
  'status',
]);
export const modelUpdate = updateOf(modelShape, 'modelId');
export const modelFilters = {
  name: safeText(MODEL_NAME_MAX).optional(),
  brandId: id.optional(),
  status: statusEnum.optional(),
};
export const MODEL_SORTABLE = ['name', 'brandName', 'sort', 'status'] as const;
export type ModelCreate = z.input<typeof modelCreate>;
export type ModelUpdate = z.input<typeof modelUpdate>;
export interface PrinterModel {
  modelId: number;
  brandId: number;
  brandName?: string;
  brandNameI18n?: OtherLocales;
  name: string;
  guidePath: string;
  connections: Connection[];
  btSerialPrefixes: string[];
  pairing: PairingRule[];
  /** Print-head resolution in dpi; null while not known. */
  printResolution: PrintResolution | null;
  description: string;
  descriptionI18n: OtherLocales;
  sort: number;
  status?: Status;
  /** In the admin list: whether it lists a published driver or manual (deleting it would withdraw them). */
  published?: { drivers: boolean; manuals: boolean };
}

// ---------- drivers and manuals ----------
export const driverShape = {
  modelId: id,
  title: safeText(TITLE_MAX, 1),
  titleI18n: translations(safeText(TITLE_MAX)),
  os: driverOs,
  version,
  releaseDate: dateString,
  fileName,
  sort: sortInt,
  status: statusEnum,
};
export const driverCreate = withOptional(driverShape, ['titleI18n', 'sort', 'status']);
export const driverUpdate = updateOf(driverShape, 'driverId');
export const driverFilters = { modelId: id.optional(), os: driverOs.optional(), title: safeText(60).optional() };
export const DRIVER_SORTABLE = ['title', 'modelName', 'os', 'version', 'releaseDate', 'fileSize', 'sort'] as const;
export type DriverCreate = z.input<typeof driverCreate>;
export type DriverUpdate = z.input<typeof driverUpdate>;
interface Download {
  modelId: number;
  modelName?: string;
  title: string;
  titleI18n: OtherLocales;
  version: string;
  releaseDate: string;
  fileName: string;
  fileSize: number;
  sha256: string;
  /** Where the file downloads from (the API's resource download). */
  url: string;
  sort: number;
  status?: Status;
}
export interface Driver extends Download {
  driverId: number;
  os: DriverOs;
}

export const manualShape = {
  modelId: id,
  title: safeText(TITLE_MAX, 1),
  titleI18n: translations(safeText(TITLE_MAX)),
  description: freeText(1000),
  descriptionI18n: translations(freeText(1000)),
  version,
  releaseDate: dateString,
  fileName,
  sort: sortInt,
  status: statusEnum,
};
export const manualCreate = withOptional(manualShape, [
  'titleI18n',
  'description',
  'descriptionI18n',
  'sort',
  'status',
]);
export const manualUpdate = updateOf(manualShape, 'manualId');
export const manualFilters = { modelId: id.optional(), title: safeText(60).optional() };
export const MANUAL_SORTABLE = ['title', 'modelName', 'version', 'releaseDate', 'fileSize', 'sort'] as const;
export type ManualCreate = z.input<typeof manualCreate>;
export type ManualUpdate = z.input<typeof manualUpdate>;
export interface Manual extends Download {
  manualId: number;
  description: string;
  descriptionI18n: OtherLocales;
  /** Opens the file in the browser's PDF viewer (`disposition=inline`); empty when the file is not a PDF. */
  viewUrl: string;
}

/** GET /public/models/:id/drivers. */
export const publicDriversQuery = { os: driverOs.optional() };
/** GET /public/models. `os`: only models with at least one published driver for that system. */
export const publicModelsQuery = { keyword: safeText(64).optional(), brandId: id.optional(), os: driverOs.optional() };

// ---------- compatibility chart ----------
export const chartShape = {
  modelId: id.nullable(),
  printerModel: safeText(MODEL_NAME_MAX, 1),
  driverWindows: boolField,
  driverLinux: boolField,
  driverMac: boolField,
  softwareSupport: boolField,
  firmwareVersion: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9._+ -]*$/, { error: 'may contain only letters, digits and . _ + -' }),
  labelPrinter: safeText(TITLE_MAX),
  labelPrinterI18n: translations(safeText(TITLE_MAX)),
  sort: sortInt,
};
// The model name leads the form (and the document): a row may exist before its model does.
const { printerModel, ...chartDetails } = chartShape;
export const chartCreate = withOptional({ printerModel, ...chartDetails }, [
  'modelId',
  'driverWindows',
  'driverLinux',
  'driverMac',
  'softwareSupport',
  'firmwareVersion',
  'labelPrinter',
  'labelPrinterI18n',
  'sort',
]);
export const chartUpdate = updateOf(chartShape, 'chartId');
export const chartFilters = { printerModel: safeText(MODEL_NAME_MAX).optional() };
export const CHART_SORTABLE = ['printerModel', 'firmwareVersion', 'labelPrinter', 'sort'] as const;
export type ChartCreate = z.input<typeof chartCreate>;
export type ChartUpdate = z.input<typeof chartUpdate>;
export interface ChartRow {
  chartId: number;
  modelId: number | null;
  printerModel: string;
  driverWindows: boolean;
  driverLinux: boolean;
  driverMac: boolean;
  softwareSupport: boolean;
  firmwareVersion: string;
  labelPrinter: string;
  /** The label printer type in the other site languages (English is `labelPrinter`). */
  labelPrinterI18n: OtherLocales;
  sort: number;
}

// ---------- download links (dataConfig.json) ----------
export const linkShape = {
  key: keyText(80),
  url: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(URL_MAX, { error: maxMessage(URL_MAX) })
    .refine((s) => HTTP_URL.test(s) || SITE_PATH.test(s) || SHA256_PATTERN.test(s), {
      error: 'must be an http(s) URL, a site path starting with a single /, or a sha256 hex digest',
    }),
  label: safeText(80),
  version: optionalVersion,
  sha256: z
    .string()
    .trim()
    .regex(/^([a-f0-9]{64})?$/, { error: 'must be a sha256 hex digest' }),
  sort: sortInt,
};
export const linkCreate = withOptional(linkShape, ['label', 'version', 'sha256', 'sort']);
export const linkUpdate = updateOf(linkShape, 'linkId');
export const linkFilters = { key: keyText(80).optional() };
export const LINK_SORTABLE = ['key', 'label', 'version', 'sort', 'updatedAt'] as const;
export type LinkCreate = z.input<typeof linkCreate>;
export type LinkUpdate = z.input<typeof linkUpdate>;
/** GET /resources/dataConfig.json: link key → url, not wrapped in the envelope. */
export type DataConfig = Record<string, string>;

// ---------- files ----------
export const downloadQuery = z.object({
  fileName: z.string({ error: 'is required' }).max(FILE_NAME_MAX, { error: maxMessage(FILE_NAME_MAX) }),
  delete: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
});
/** `inline` opens a PDF in the browser's own viewer; anything else is always a download (attachment). */
export const RESOURCE_DISPOSITIONS = ['attachment', 'inline'] as const;
export const resourceQuery = z.object({
  resource: z.string({ error: 'is required' }).max(FILE_NAME_MAX, { error: maxMessage(FILE_NAME_MAX) }),
  disposition: z.enum(RESOURCE_DISPOSITIONS, { error: "must be 'attachment' or 'inline'" }).optional(),
});
