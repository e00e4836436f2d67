/** A driver as the admin list sends it (`/site/driver/list`). */
export interface AdminDriver {
  driverId: number;
  modelId: number;
  modelName?: string;
  title: string;
  os: DriverOsValue;
  version: string;
  releaseDate: string;
  fileName: string;
  fileSize: number;
  sha256: string;
  url?: string;
  /** '0' published (visitors download it), '1' hidden. */
  status?: '0' | '1';
}

/**
 * Whether the user may delete this driver, as the API decides it: `site:driver:remove`, and for a published driver
 * `site:driver:edit` too (deleting it changes what visitors download).
 */
export function canRemoveDriver(driver: Pick<AdminDriver, 'status'>, may: { remove: boolean; edit: boolean }): boolean {
  if (!may.remove) return false;
  return driver.status === '1' || may.edit;
}

export const DRIVER_OS = ['windows', 'macos', 'linux'] as const;
export type DriverOsValue = (typeof DRIVER_OS)[number];

/** Driver files the API accepts for upload (packages/api FILE_KINDS minus images and office files). */
export const DRIVER_FILE_TYPES = ['exe', 'zip', 'gz', 'deb', 'pkg', 'pdf'] as const;

export interface UploadedFile {
  fileName: string;
  size: number;
  sha256: string;
  originalName?: string;
}

export interface DriverDraft {
  modelId: string;
  title: string;
  os: DriverOsValue;
  version: string;
  releaseDate: string;
  file?: UploadedFile;
}

export type DriverErrors = Partial<Record<'modelId' | 'title' | 'version' | 'releaseDate' | 'file', true>>;

export const emptyDriverDraft: DriverDraft = { modelId: '', title: '', os: 'windows', version: '', releaseDate: '' };

/** Which required fields are missing; the server checks formats and names the field if one is wrong. */
export function validateDriver(draft: DriverDraft): DriverErrors {
  const errors: DriverErrors = {};
  if (!draft.modelId) errors.modelId = true;
  if (!draft.title.trim()) errors.title = true;
  if (!draft.version.trim()) errors.version = true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.releaseDate)) errors.releaseDate = true;
  if (!draft.file?.fileName) errors.file = true;
  return errors;
}
