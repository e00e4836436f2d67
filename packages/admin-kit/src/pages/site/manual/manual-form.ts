import type { UploadedFile } from '../driver/driver-form';

/** A manual as the admin list sends it (`/site/manual/list`). */
export interface AdminManual {
  manualId: number;
  modelId: number;
  modelName?: string;
  title: string;
  description: string;
  version: string;
  releaseDate: string;
  fileName: string;
  fileSize: number;
  sha256: string;
  url?: string;
}

/** Manual files the API accepts for upload. */
export const MANUAL_FILE_TYPES = ['pdf', 'doc', 'docx', 'zip'] as const;

export interface ManualDraft {
  modelId: string;
  title: string;
  description: string;
  version: string;
  releaseDate: string;
  file?: UploadedFile;
}

export type ManualErrors = Partial<Record<'modelId' | 'title' | 'version' | 'releaseDate' | 'file', true>>;

export const emptyManualDraft: ManualDraft = { modelId: '', title: '', description: '', version: '', releaseDate: '' };

/** Which required fields are missing; the server checks formats and names the field if one is wrong. */
export function validateManual(draft: ManualDraft): ManualErrors {
  const errors: ManualErrors = {};
  if (!draft.modelId) errors.modelId = true;
  if (!draft.title.trim()) errors.title = true;
  if (!draft.version.trim()) errors.version = true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.releaseDate)) errors.releaseDate = true;
  if (!draft.file?.fileName) errors.file = true;
  return errors;
}
