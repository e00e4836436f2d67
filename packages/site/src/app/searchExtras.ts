import type { PublishedContent } from '@labelwise/contract';
import { DOCTOR_SYMPTOMS, type DoctorSymptomId } from '@labelwise/contract/doctor/symptoms';
import type { SearchableRoute } from '@labelwise/ui';
import type { Locale } from '@labelwise/ui/messages';
import { createIntl } from 'react-intl';
import { loadAreas } from '../i18n/catalogs';
import type { SiteMessageId } from '../i18n';

/**
 * The symptoms the header search finds by a task's words rather than by the symptom's name ("install", "firmware"),
 * each a message of the `doctor` area. They were written for the built-in names: once an operator renames the
 * symptom, its entry says the published name instead, so the search never shows a name the page does not.
 */
const phrases: Partial<Record<DoctorSymptomId, SiteMessageId>> = {
  blank: 'site.doctor.searchBlank',
  bluetooth: 'site.doctor.searchPair',
  usb: 'site.doctor.searchInstall',
  update: 'site.doctor.searchUpdate',
  size: 'site.doctor.searchSize',
};

/**
 * The printer doctor's pages as the header search lists them, in the visitor's language: the doctor, then one entry
 * per symptom landing page, named as published (`content`, the locale's whole snapshot; null: the built-in names).
 * Loaded (with the doctor's words, so following one is instant) when the search box is first focused or pointed at:
 * titles in the shell would weigh on every first visit.
 */
export async function doctorSearchRoutes(
  locale: Locale,
  localize: (path: string) => string,
  content: PublishedContent | null,
): Promise<SearchableRoute[]> {
  // Precompiled catalogs (production) format as well as source strings: react-intl takes either.
  const intl = createIntl({ locale, messages: await loadAreas(locale, ['doctor']), onError: () => undefined });
  const text = (id: SiteMessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    { title: text('site.doctor.searchDoctor'), path: localize('/doctor') },
    ...DOCTOR_SYMPTOMS.map(({ id, slug }) => {
      const builtIn = text(`site.doctor.${id}Name`);
      const name = content?.doctor[id]?.text?.name ?? builtIn;
      const phrase = phrases[id];
      return {
        title: phrase && name === builtIn ? text(phrase) : text('site.doctor.searchSymptom', { symptom: name }),
        path: localize(`/doctor/${slug}`),
      };
    }),
  ];
}
