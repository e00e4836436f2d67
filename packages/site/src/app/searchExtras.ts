import { DOCTOR_SYMPTOMS, type DoctorSymptomId } from '@labelwise/contract/doctor/symptoms';
import type { SearchableRoute } from '@labelwise/ui';
import type { Locale } from '@labelwise/ui/messages';
import { loadAreas } from '../i18n/catalogs';

/** The header search's printer-doctor entries: where each leads, by its message in the `doctor` area. */
const entries: ReadonlyArray<readonly [key: string, symptom: DoctorSymptomId | null]> = [
  ['searchDoctor', null],
  ['searchBlank', 'blank'],
  ['searchPair', 'bluetooth'],
  ['searchInstall', 'usb'],
  ['searchUpdate', 'update'],
  ['searchSize', 'size'],
];

const doctorPath = (symptom: DoctorSymptomId | null) =>
  symptom ? `/doctor/${DOCTOR_SYMPTOMS.find((s) => s.id === symptom)!.slug}` : '/doctor';

/**
 * A message without placeholders as text: the catalogs arrive as strings (dev, tests) or precompiled to ICU
 * literal parts (production build); these titles have no arguments (a test checks), so their parts are literals.
 */
function plainText(message: unknown): string {
  if (typeof message === 'string') return message;
  return Array.isArray(message) ? message.map((part: { value?: unknown }) => String(part.value ?? '')).join('') : '';
}

/**
 * The printer doctor's pages as the header search lists them, in the visitor's language. Loaded (with the doctor's words,
 * so following one is instant) when the search box is first focused or pointed at: titles in the shell would weigh
 * on every first visit.
 */
export async function doctorSearchRoutes(
  locale: Locale,
  localize: (path: string) => string,
): Promise<SearchableRoute[]> {
  const messages = await loadAreas(locale, ['doctor']);
  return entries.map(([key, symptom]) => ({
    title: plainText(messages[`site.doctor.${key}`]),
    path: localize(doctorPath(symptom)),
  }));
}
