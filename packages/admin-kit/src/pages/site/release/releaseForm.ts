import {
  CONTENT_FALLBACK_LOCALE,
  CONTENT_LOCALES,
  RELEASE_NOTES_MAX,
  type ContentLocale,
  type releases,
  type RowOf,
} from '@labelwise/contract';
import type { MessageDescriptor } from 'react-intl';
import { draftText, type BodyOf, type ChoiceOption, type Draft, type FieldDef } from '../../../crud';
import { releaseDateField, uploadedFileField, versionField, fileNameOf, fileOf } from '../../shared/catalogFile';
import { isInstallerExt } from '@labelwise/contract/effects';
import { statusOf } from '../../shared/status';
import { DRIVER_FILE_TYPES } from '../driver/driverForm';
import { messages } from './release.messages';

/** A release as the admin list sends it (`/site/release/list`). */
export type AdminRelease = RowOf<typeof releases>;

const NOTES_LABEL: Record<ContentLocale, MessageDescriptor> = {
  'en-us': messages.notesEn,
  'zh-cn': messages.notesZhCn,
  'zh-hk': messages.notesZhHk,
  'de-de': messages.notesDe,
  'fr-fr': messages.notesFr,
  'es-es': messages.notesEs,
};
const ISSUES_LABEL: Record<ContentLocale, MessageDescriptor> = {
  'en-us': messages.issuesEn,
  'zh-cn': messages.issuesZhCn,
  'zh-hk': messages.issuesZhHk,
  'de-de': messages.issuesDe,
  'fr-fr': messages.issuesFr,
  'es-es': messages.issuesEs,
};

const notesKey = (locale: ContentLocale) => `notes.${locale}`;
const issuesKey = (locale: ContentLocale) => `knownIssues.${locale}`;

/** One textarea per language; English is required and marked as the text every other language falls back to. */
function localizedFields(
  key: (l: ContentLocale) => string,
  labels: Record<ContentLocale, MessageDescriptor>,
  required: boolean,
) {
  return CONTENT_LOCALES.map((locale): FieldDef => ({
    key: key(locale),
    label: labels[locale],
    kind: 'textarea',
    maxLength: RELEASE_NOTES_MAX,
    required: required && locale === CONTENT_FALLBACK_LOCALE,
    hint: locale === CONTENT_FALLBACK_LOCALE ? messages.englishHint : messages.fallbackHint,
  }));
}

const STATUS_CHOICES = [
  { value: '0', label: messages.published },
  { value: '1', label: messages.hidden },
] as const;

/**
 * The version form: the driver, version, date, file, status and the notes and known issues per language. `may`: the
 * user's rights by the effects table (installer types, publishing); all by default.
 */
export function releaseFields(
  drivers: readonly ChoiceOption[],
  may: { installers: boolean; publish: boolean; fileHint?: string | undefined } = { installers: true, publish: true },
): FieldDef[] {
  return [
    {
      key: 'driverId',
      label: messages.driver,
      kind: 'select',
      required: true,
      options: drivers,
    },
    versionField,
    releaseDateField,
    uploadedFileField(
      may.installers ? DRIVER_FILE_TYPES : DRIVER_FILE_TYPES.filter((ext) => !isInstallerExt(ext)),
      may.fileHint,
    ),
    {
      key: 'status',
      label: messages.published,
      kind: 'select',
      options: may.publish ? STATUS_CHOICES : STATUS_CHOICES.filter((choice) => choice.value === '1'),
      hint: messages.publishHint,
    },
    ...localizedFields(notesKey, NOTES_LABEL, true),
    ...localizedFields(issuesKey, ISSUES_LABEL, false),
  ];
}

export const emptyReleaseDraft: Draft = { driverId: '', version: '', releaseDate: '', status: '1' };

export function releaseToDraft(row: AdminRelease): Draft {
  const draft: Draft = {
    driverId: String(row.driverId),
    version: row.version,
    releaseDate: row.releaseDate.slice(0, 10),
    file: fileOf(row),
    status: row.status ?? '0',
  };
  for (const l of CONTENT_LOCALES) {
    draft[notesKey(l)] = row.notes[l] ?? '';
    draft[issuesKey(l)] = row.knownIssues[l] ?? '';
  }
  return draft;
}

/** Only the languages that have text: an empty one falls back to English on the site. */
const texts = (draft: Draft, key: (l: ContentLocale) => string) =>
  Object.fromEntries(
    CONTENT_LOCALES.map((l) => [l, draftText(draft, key(l))]).filter(([l, t]) => t || l === CONTENT_FALLBACK_LOCALE),
  ) as Record<ContentLocale, string>;

export function releaseToBody(draft: Draft, row?: AdminRelease): BodyOf<typeof releases> {
  return {
    ...(row ? { releaseId: row.releaseId } : {}),
    driverId: Number(draftText(draft, 'driverId')),
    version: draftText(draft, 'version'),
    releaseDate: draftText(draft, 'releaseDate'),
    fileName: fileNameOf(draft.file),
    status: statusOf(draft),
    notes: texts(draft, notesKey),
    knownIssues: texts(draft, issuesKey),
  };
}
