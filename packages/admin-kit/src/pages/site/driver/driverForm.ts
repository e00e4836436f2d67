import { DRIVER_OS, driverShape, TITLE_MAX, type DriverOs, type drivers, type RowOf } from '@labelwise/contract';
import { validateDraft, type ChoiceOption, type FieldDef } from '../../../crud';
import { messages } from '../../pages.messages';
import {
  modelPickerField,
  releaseDateField,
  titleField,
  uploadedFileField,
  versionField,
  type UploadedFile,
} from '../../shared/catalogFile';

import { translationFields, type TranslatedField } from '../../shared/translations';

export type { UploadedFile } from '../../shared/catalogFile';

/** The driver's title in the other site languages. */
export const TITLE_TRANSLATIONS: TranslatedField = {
  key: 'titleI18n',
  english: 'title',
  label: messages.title,
  schema: driverShape.title,
  maxLength: TITLE_MAX,
};

/** A driver as the admin list sends it (`/site/driver/list`). */
export type AdminDriver = RowOf<typeof drivers>;

/**
 * Whether the user may delete this driver, as the API decides it: `site:driver:remove`, and for a published driver
 * `site:driver:edit` too (deleting it changes what visitors download).
 */
export function canRemoveDriver(
  driver: Partial<Pick<AdminDriver, 'status'>>,
  may: { remove: boolean; edit: boolean },
): boolean {
  if (!may.remove) return false;
  return driver.status === '1' || may.edit;
}

export { DRIVER_OS };
export type DriverOsValue = DriverOs;
export const osLabel: Record<DriverOsValue, string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux' };
export const OS_CHOICES: ChoiceOption[] = DRIVER_OS.map((value) => ({ value, label: osLabel[value] }));

/** Driver files the API accepts for upload (packages/api FILE_KINDS minus images and office files). */
export const DRIVER_FILE_TYPES = ['exe', 'zip', 'gz', 'deb', 'pkg', 'pdf'] as const;

export type DriverDraft = {
  modelId: string;
  title: string;
  os: DriverOsValue;
  version: string;
  releaseDate: string;
  file?: UploadedFile;
};

export type DriverErrors = Partial<Record<'modelId' | 'title' | 'version' | 'releaseDate' | 'file', true>>;

export const emptyDriverDraft: DriverDraft = { modelId: '', title: '', os: 'windows', version: '', releaseDate: '' };

/** What the user may use: the file types (installers need their permission), and the Status field. */
export interface DriverFieldOptions {
  accept?: readonly string[];
  fileHint?: string | undefined;
  status?: FieldDef;
}

/** The driver form's fields; the model choices come from the model list. */
export function driverFields(models: readonly ChoiceOption[], options: DriverFieldOptions = {}): FieldDef[] {
  return [
    modelPickerField(models),
    titleField,
    { key: 'os', label: messages.os, kind: 'select', required: true, options: OS_CHOICES },
    versionField,
    releaseDateField,
    uploadedFileField(options.accept ?? DRIVER_FILE_TYPES, options.fileHint),
    ...(options.status ? [options.status] : []),
    ...translationFields(TITLE_TRANSLATIONS),
  ];
}

/** Which required fields are missing, by the form's own declaration; the server checks formats and names the field. */
export function validateDriver(draft: DriverDraft): DriverErrors {
  return Object.fromEntries(
    Object.keys(validateDraft(driverFields([]), draft)).map((key) => [key, true]),
  ) as DriverErrors;
}
