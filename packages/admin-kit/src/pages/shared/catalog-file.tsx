import { DATE_PATTERN, TITLE_MAX } from '@labelwise/contract';
import { checkRule, type ChoiceOption, type FieldDef } from '../../crud';
import { messages } from '../pages.messages';
import { UploadedFileField } from './UploadedFileField';

/** A file uploaded to `/common/upload`, as a driver or manual refers to it. */
export interface UploadedFile {
  fileName: string;
  size: number;
  sha256: string;
  originalName?: string;
}

/** The printer-model picker of a driver or manual. */
export function modelPickerField(models: readonly ChoiceOption[]): FieldDef {
  return {
    key: 'modelId',
    label: messages.model,
    kind: 'select',
    required: true,
    requiredMessage: messages.chooseModel,
    placeholder: messages.chooseModel,
    options: models,
  };
}

export const titleField: FieldDef = {
  key: 'title',
  label: messages.title,
  kind: 'text',
  required: true,
  maxLength: TITLE_MAX,
};
export const versionField: FieldDef = {
  key: 'version',
  label: messages.version,
  kind: 'text',
  required: true,
  maxLength: 40,
};
/** A release date the date input filled in (a browser without one lets people type anything). */
export const releaseDateField: FieldDef = {
  key: 'releaseDate',
  label: messages.releaseDate,
  kind: 'date',
  required: true,
  validate: checkRule((value) => DATE_PATTERN.test(value), messages.required),
};

/** The file of a driver or manual: uploaded as soon as it is picked; the API names it `fileName` in refusals. */
export function uploadedFileField(accept: readonly string[]): FieldDef {
  return {
    key: 'file',
    serverField: 'fileName',
    label: messages.file,
    kind: 'custom',
    required: true,
    requiredMessage: messages.fileRequired,
    render: ({ value, set, error, open }) => (
      <UploadedFileField
        open={open}
        accept={accept}
        file={value as UploadedFile | undefined}
        onUploaded={set}
        error={error}
      />
    ),
  };
}

/** The record's current file, shown when editing until another is uploaded. */
export const fileOf = (row: { fileName: string; fileSize: number; sha256: string }): UploadedFile => ({
  fileName: row.fileName,
  size: row.fileSize,
  sha256: row.sha256,
});

/** The uploaded file's server name for the body. */
export const fileNameOf = (value: unknown): string =>
  value && typeof value === 'object' && 'fileName' in value ? String(value.fileName) : '';
