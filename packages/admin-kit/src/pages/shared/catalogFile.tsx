import { DATE_PATTERN, TITLE_MAX, type Driver } from '@labelwise/contract';
import { FileSize } from '@labelwise/ui';
import type { IntlShape } from 'react-intl';
import { checkRule, draftText, useChoices, type ChoiceOption, type Draft, type FieldDef } from '../../crud';
import type { SortableColumn } from '../../crud/pagedList';
import { messages } from '../pages.messages';
import { messages as crudMessages } from '../../crud/shared.messages';
import { UploadedFileField, type UploadedFile } from './UploadedFileField';
import { DemoFileMark, TranslatedText } from './translations';

export type { UploadedFile } from './UploadedFileField';

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
  validate: checkRule((value) => DATE_PATTERN.test(value), crudMessages.required),
};

/**
 * The file of a driver or manual: uploaded as soon as it is picked; the API names it `fileName` in refusals. `hint`
 * says why some types are not offered.
 */
export function uploadedFileField(accept: readonly string[], hint?: string): FieldDef {
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
        hint={hint}
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

/** What a driver and a manual have in common, as the admin lists send it. */
type Download = Pick<Driver, 'modelId' | 'title' | 'version' | 'releaseDate' | 'fileName' | 'fileSize' | 'sha256'>;

/** The printer models as choices of a picker; without `enabled` (no site:model:list) none are asked for. */
export function useModelChoices(enabled = true): ChoiceOption[] {
  return useChoices<{ modelId: number; name: string }>(
    '/site/model/list',
    (model) => ({ value: String(model.modelId), label: model.name }),
    enabled,
  );
}

/** The draft fields a driver and a manual share. */
export const downloadDraft = (row: Download): Draft => ({
  modelId: String(row.modelId),
  title: row.title,
  version: row.version,
  releaseDate: row.releaseDate.slice(0, 10),
  file: fileOf(row),
});

/** The body fields a driver and a manual share. */
export const downloadBody = (draft: Draft) => ({
  modelId: Number(draftText(draft, 'modelId')),
  title: draftText(draft, 'title'),
  version: draftText(draft, 'version'),
  releaseDate: draftText(draft, 'releaseDate'),
  fileName: fileNameOf(draft.file),
});

/** The fields a driver or manual list sorts by in the shared columns. */
type DownloadSortKey = 'title' | 'modelName' | 'version' | 'releaseDate' | 'fileSize';

/**
 * The list columns of a driver or manual; `more` go after the model (a driver's operating system). The title shows
 * in the operator's language (marked where it falls back to English) and marks a demo stand-in file.
 */
export function downloadColumns<
  Row extends Download & { modelName?: string | undefined; titleI18n?: Record<string, string> | undefined },
  More extends string = never,
>(
  intl: IntlShape,
  more: (SortableColumn<Row> & { sortKey?: More })[] = [],
): (SortableColumn<Row> & { sortKey?: DownloadSortKey | More })[] {
  return [
    {
      key: 'title',
      sortKey: 'title',
      header: intl.formatMessage(messages.title),
      rowHeader: true,
      render: (row) => (
        <>
          <TranslatedText english={row.title} texts={row.titleI18n} />
          <DemoFileMark fileName={row.fileName} />
        </>
      ),
    },
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(messages.model) },
    ...more,
    { key: 'version', sortKey: 'version', header: intl.formatMessage(messages.version) },
    {
      key: 'releaseDate',
      sortKey: 'releaseDate',
      header: intl.formatMessage(messages.releaseDate),
      render: (row) => row.releaseDate.slice(0, 10),
    },
    {
      key: 'fileSize',
      sortKey: 'fileSize',
      header: intl.formatMessage(messages.size),
      align: 'right',
      render: (row) => <FileSize bytes={row.fileSize} />,
    },
  ];
}
