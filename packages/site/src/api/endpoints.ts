import { defaultDownloadLinks, mergeDownloadLinks, type DownloadLinks } from '../content/downloads';
import type { ContactPayload } from '../logic/contactValidation';
import { apiClient, toSiteApiError } from './client';

/** Response shapes of packages/api/src/routes/public.ts (only the fields the site reads). */
export interface ApiBrand {
  brandId: number;
  name: string;
  slug: string;
  website: string;
}

export interface ApiModel {
  modelId: number;
  brandId: number;
  brandName?: string;
  name: string;
  guidePath: string;
  connections: string[];
}

export interface ApiDriver {
  driverId: number;
  modelId: number;
  title: string;
  os: 'windows' | 'macos' | 'linux';
  version: string;
  releaseDate: string;
  fileName: string;
  fileSize: number;
  sha256: string;
  url: string;
}

export interface ApiManual {
  manualId: number;
  modelId: number;
  title: string;
  description: string;
  version: string;
  releaseDate: string;
  fileName: string;
  fileSize: number;
  url: string;
}

export interface ApiChartRow {
  chartId: number;
  printerModel: string;
  driverWindows: boolean;
  driverLinux: boolean;
  driverMac: boolean;
  softwareSupport: boolean;
  firmwareVersion: string;
  labelPrinter: string;
}

interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** The API's largest page size (spec §9: 10, 20, 30, 50). */
const PAGE_SIZE = 50;

async function getRows<T>(path: string, searchParams: Record<string, string | number> = {}, signal?: AbortSignal): Promise<T[]> {
  try {
    const body = await apiClient()
      .http.get(path, { searchParams: { pageNum: 1, pageSize: PAGE_SIZE, ...searchParams }, signal })
      .json<PageEnvelope<T>>();
    return Array.isArray(body.rows) ? body.rows : [];
  } catch (error) {
    throw toSiteApiError(error);
  }
}

export const fetchBrands = (signal?: AbortSignal) => getRows<ApiBrand>('public/brands', {}, signal);

export const fetchBrandModels = (brandId: number, signal?: AbortSignal) => getRows<ApiModel>(`public/brands/${brandId}/models`, {}, signal);

/** Model search as you type: case- and punctuation-insensitive on the server (`pm241` finds PM-241-BT). */
export const searchModels = (keyword: string, signal?: AbortSignal) =>
  getRows<ApiModel>('public/models', { keyword: keyword.trim().slice(0, 64) }, signal);

export const fetchDrivers = (modelId: number, signal?: AbortSignal) => getRows<ApiDriver>(`public/models/${modelId}/drivers`, {}, signal);

export const fetchManuals = (modelId: number, signal?: AbortSignal) => getRows<ApiManual>(`public/models/${modelId}/manuals`, {}, signal);

export const fetchChart = (signal?: AbortSignal) => getRows<ApiChartRow>('public/chart', {}, signal);

/**
 * The download links: the built-in defaults overridden by `/resources/dataConfig.json`. A failed or malformed
 * config keeps the defaults, so the Download page always offers something.
 */
export async function fetchDownloadLinks(signal?: AbortSignal): Promise<DownloadLinks> {
  try {
    const config: unknown = await apiClient().http.get('resources/dataConfig.json', { signal }).json();
    return mergeDownloadLinks(defaultDownloadLinks, config);
  } catch {
    return defaultDownloadLinks;
  }
}

/** POST /api-v1.0/contact. Resets the duplicate guard on failure so the visitor can retry at once. */
export async function sendContact(payload: ContactPayload): Promise<void> {
  const { http, guard } = apiClient();
  try {
    await http.post('contact', { json: payload }).json();
  } catch (error) {
    const mapped = toSiteApiError(error);
    if (mapped.messageId !== 'site.common.duplicateSubmit') guard.reset();
    throw mapped;
  }
}

/** GET /public/models/:id: one model (the driver finder restores a shared `?model=` link with it). */
export async function fetchModel(modelId: number, signal?: AbortSignal): Promise<ApiModel> {
  try {
    const body = await apiClient().http.get(`public/models/${modelId}`, { signal }).json<{ data: ApiModel }>();
    return body.data;
  } catch (error) {
    throw toSiteApiError(error);
  }
}
