import { inputMaxLength, manualShape, TITLE_MAX, type manuals, type RowOf } from '@labelwise/contract';
import type { ChoiceOption, Draft, FieldDef } from '../../../crud';
import { messages } from '../../pages.messages';
import {
  modelPickerField,
  releaseDateField,
  titleField,
  uploadedFileField,
  versionField,
} from '../../shared/catalogFile';
import { translationFields, type TranslatedField } from '../../shared/translations';

/** The manual's title and description in the other site languages. */
export const TITLE_TRANSLATIONS: TranslatedField = {
  key: 'titleI18n',
  english: 'title',
  label: messages.title,
  schema: manualShape.title,
  maxLength: TITLE_MAX,
};
export const DESCRIPTION_TRANSLATIONS: TranslatedField = {
  key: 'descriptionI18n',
  english: 'description',
  label: messages.description,
  maxLength: inputMaxLength(manualShape.description) ?? 1000,
  multiline: true,
};

/** A manual as the admin list sends it (`/site/manual/list`). */
export type AdminManual = RowOf<typeof manuals>;

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
    ...translationFields(TITLE_TRANSLATIONS),
    ...translationFields(DESCRIPTION_TRANSLATIONS),
  ];
}
