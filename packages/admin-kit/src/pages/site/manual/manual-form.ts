import { inputMaxLength, manualShape, type Manual } from '@labelwise/contract';
import type { ChoiceOption, Draft, FieldDef } from '../../../crud';
import { messages } from '../../pages.messages';
import {
  modelPickerField,
  releaseDateField,
  titleField,
  uploadedFileField,
  versionField,
} from '../../shared/catalog-file';

/** A manual as the admin list sends it (`/site/manual/list`). */
export type AdminManual = Manual;

/** Manual files the API accepts for upload. */
export const MANUAL_FILE_TYPES = ['pdf', 'doc', 'docx', 'zip'] as const;

export const emptyManualDraft: Draft = { modelId: '', title: '', description: '', version: '', releaseDate: '' };

/** What the user may use: the file types (installers need their permission), and the Status field. */
export interface ManualFieldOptions {
  accept?: readonly string[];
  fileHint?: string | undefined;
  status?: FieldDef;
}

/** The manual form's fields; the model choices come from the model list. */
export function manualFields(models: readonly ChoiceOption[], options: ManualFieldOptions = {}): FieldDef[] {
  return [
    modelPickerField(models),
    titleField,
    {
      key: 'description',
      label: messages.description,
      kind: 'textarea',
      maxLength: inputMaxLength(manualShape.description),
    },
    versionField,
    releaseDateField,
    uploadedFileField(options.accept ?? MANUAL_FILE_TYPES, options.fileHint),
    ...(options.status ? [options.status] : []),
  ];
}
