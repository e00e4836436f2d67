import type {
  Brand,
  ChartRow,
  Driver,
  DriverRelease,
  Manual,
  PrinterModel,
  PublicCompatCell,
  PublicModel,
} from '@labelwise/contract';
import type { DriverOs } from '@labelwise/contract/rules';
import { defaultDownloadLinks, mergeDownloadLinks, type DownloadLinks } from '../content/downloads';
import type { ContactPayload } from '../logic/contactValidation';
import { apiClient, toSiteApiError } from './client';

/** The public catalogue as the site reads it: the contract's rows, only the fields the site uses. */
export type ApiBrand = Pick<Brand, 'brandId' | 'name' | 'nameI18n' | 'slug' | 'website'>;
export type ApiModel = Pick<
  PrinterModel,
  'modelId' | 'brandId' | 'brandName' | 'name' | 'guidePath' | 'connections' | 'printResolution'
>;
export type ApiDriver = Pick<
  Driver,
  | 'driverId'
  | 'modelId'
  | 'title'
  | 'titleI18n'
  | 'os'
  | 'version'
  | 'releaseDate'
  | 'fileName'
  | 'fileSize'
  | 'sha256'
  | 'url'
>;
export type ApiManual = Pick<
  Manual,
  | 'manualId'
  | 'modelId'
  | 'title'
  | 'titleI18n'
  | 'description'
  | 'descriptionI18n'
  | 'version'
  | 'releaseDate'
  | 'fileName'
  | 'fileSize'
  | 'url'
  | 'viewUrl'
>;
export type ApiChartRow = Pick<
  ChartRow,
  | 'chartId'
  | 'modelId'
  | 'printerModel'
  | 'driverWindows'
  | 'driverLinux'
  | 'driverMac'
  | 'softwareSupport'
  | 'firmwareVersion'
  | 'labelPrinter'
  | 'labelPrinterI18n'
>;

/** The API's largest page size (it offers 10, 20, 30, 50). */
const PAGE_SIZE = 50;

async function getRows<T>(
  path: string,
  params: Record<string, string | number> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    return (await apiClient().page<T>(path, { params: { pageNum: 1, pageSize: PAGE_SIZE, ...params }, signal })).rows;
  } catch (error) {
    throw toSiteApiError(error);
  }
}

export const fetchBrands = (signal?: AbortSignal) => getRows<ApiBrand>('public/brands', {}, signal);

export const fetchBrandModels = (brandId: number, signal?: AbortSignal) =>
  getRows<ApiModel>(`public/brands/${brandId}/models`, {}, signal);

/**
 * Model search as you type: case- and punctuation-insensitive on the server (`pm241` finds PM-241-BT). With `os`,
 * only the models that have a driver for that system.
 */
export const searchModels = (keyword: string, signal?: AbortSignal, os?: DriverOs | null) =>
  getRows<ApiModel>('public/models', { keyword: keyword.trim().slice(0, 64), ...(os ? { os } : {}) }, signal);

/** How many printers the catalog has, and which of them have a driver for `os`. */
export async function fetchOsModels(
  os: DriverOs,
  signal?: AbortSignal,
): Promise<{ models: ApiModel[]; total: number }> {
  try {
    const client = apiClient();
    const [withOs, all] = await Promise.all([
      client.page<ApiModel>('public/models', { params: { pageNum: 1, pageSize: PAGE_SIZE, os }, signal }),
      client.page<ApiModel>('public/models', { params: { pageNum: 1, pageSize: 10 }, signal }),
    ]);
    return { models: withOs.rows, total: all.total };
  } catch (error) {
    throw toSiteApiError(error);
  }
}

export const fetchDrivers = (modelId: number, signal?: AbortSignal) =>
  getRows<ApiDriver>(`public/models/${modelId}/drivers`, {}, signal);

export const fetchManuals = (modelId: number, signal?: AbortSignal) =>
  getRows<ApiManual>(`public/models/${modelId}/manuals`, {}, signal);

export const fetchChart = (signal?: AbortSignal) => getRows<ApiChartRow>('public/chart', {}, signal);

/**
 * The download entries `/resources/dataConfig.json` publishes; an entry it leaves out is not published. Null when the
 * config cannot be read: the page then says so rather than offering an address it cannot vouch for.
 */
export async function fetchDownloadLinks(signal?: AbortSignal): Promise<DownloadLinks | null> {
  try {
    return mergeDownloadLinks(
      defaultDownloadLinks,
      await apiClient().data<unknown>('resources/dataConfig.json', { signal }),
    );
  } catch {
    return null;
  }
}

/** POST /api-v1.0/contact. Resets the duplicate guard on failure so the visitor can retry at once. */
export async function sendContact(payload: ContactPayload): Promise<void> {
  const client = apiClient();
  try {
    await client.send('contact', { method: 'POST', data: payload });
  } catch (error) {
    const mapped = toSiteApiError(error);
    if (mapped.messageId !== 'site.common.duplicateSubmit') client.resetDuplicateGuard();
    throw mapped;
  }
}

/**
 * One model as `GET /public/models/:id` answers it, typed from the route's declared row so a field renamed there
 * fails the site's type-check here.
 */
export type ApiModelDetail = Pick<
  PublicModel,
  'modelId' | 'brandId' | 'brandName' | 'name' | 'guidePath' | 'connections' | 'printResolution'
>;

/** GET /public/models/:id: one model (the driver finder restores a shared `?model=` link with it). */
export async function fetchModel(modelId: number, signal?: AbortSignal): Promise<ApiModelDetail> {
  try {
    return await apiClient().data<ApiModelDetail>(`public/models/${modelId}`, { signal });
  } catch (error) {
    throw toSiteApiError(error);
  }
}

/** A driver version as the site reads it (`GET /public/models/:id/releases`). */
export type ApiRelease = Pick<
  DriverRelease,
  | 'releaseId'
  | 'driverId'
  | 'os'
  | 'version'
  | 'releaseDate'
  | 'notes'
  | 'knownIssues'
  | 'fileName'
  | 'fileSize'
  | 'sha256'
  | 'url'
  | 'current'
>;

/** Every published version of a model's drivers, newest first per driver. */
export async function fetchReleases(modelId: number, signal?: AbortSignal): Promise<ApiRelease[]> {
  try {
    return await apiClient().data<ApiRelease[]>(`public/models/${modelId}/releases`, { signal });
  } catch (error) {
    throw toSiteApiError(error);
  }
}

/** The compatibility cells of one system and CPU, every published model (`GET /public/compat`). */
export async function fetchCompat(system: string, cpu: string, signal?: AbortSignal): Promise<PublicCompatCell[]> {
  try {
    return await apiClient().data<PublicCompatCell[]>('public/compat', { params: { system, cpu }, signal });
  } catch (error) {
    throw toSiteApiError(error);
  }
}
