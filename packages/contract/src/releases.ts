import { z } from 'zod';
import { dateString, freeText, id, maxMessage, statusEnum } from './fields.js';
import { updateOf, withOptional } from './bodies.js';
import { CONTENT_FALLBACK_LOCALE, CONTENT_LOCALES, type ContentLocale, type LocalizedText } from './guides.js';
import { FILE_NAME_MAX, VERSION_PATTERN, type DriverOs, type Status } from './rules.js';

/** Driver releases: every version of a driver, with its notes and known issues in the six locales. */

export const RELEASE_NOTES_MAX = 2000;

/** A per-locale text: English required when `required`, every other locale optional (empty = English is shown). */
export const localizedText = (max: number, required: boolean) =>
  z
    .object(
      Object.fromEntries(
        CONTENT_LOCALES.map((l) => [
          l,
          l === CONTENT_FALLBACK_LOCALE ? freeText(max, required ? 1 : 0) : freeText(max).optional(),
        ]),
      ) as Record<ContentLocale, ReturnType<typeof freeText>>,
      { error: 'must be an object of texts by locale' },
    )
    .strict();

const version = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(40, { error: maxMessage(40) })
  .regex(VERSION_PATTERN, { error: 'may contain only letters, digits and . _ + -' });

export const releaseShape = {
  driverId: id,
  version,
  releaseDate: dateString,
  fileName: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(FILE_NAME_MAX, { error: maxMessage(FILE_NAME_MAX) }),
  notes: localizedText(RELEASE_NOTES_MAX, true),
  knownIssues: localizedText(RELEASE_NOTES_MAX, false),
  status: statusEnum,
};
export const releaseCreate = withOptional(releaseShape, ['knownIssues', 'status']);
export const releaseUpdate = updateOf(releaseShape, 'releaseId');
export const releaseFilters = { driverId: id.optional(), modelId: id.optional() };
export const RELEASE_SORTABLE = ['version', 'releaseDate', 'driverTitle', 'modelName'] as const;
export type ReleaseCreate = z.input<typeof releaseCreate>;
export type ReleaseUpdate = z.input<typeof releaseUpdate>;

/** One version of a driver, as the admin and the public site read it. */
export interface DriverRelease {
  releaseId: number;
  driverId: number;
  modelId: number;
  modelName?: string;
  driverTitle: string;
  os: DriverOs;
  version: string;
  releaseDate: string;
  notes: LocalizedText;
  knownIssues: Partial<Record<ContentLocale, string>>;
  fileName: string;
  fileSize: number;
  sha256: string;
  url: string;
  /** The version the driver row offers now (the newest published one). */
  current: boolean;
  status?: Status;
}
