import { DOCTOR_SYMPTOMS, type DoctorStep, type DoctorSymptomId } from '@labelwise/contract/doctor';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { guideModels } from '../content/guides';
import { brandBySlug } from '../content/brands';
import { useSite } from '../app/siteContext';
import type { SiteMessageId } from '../i18n';
import { countDoctorOutcome } from '../api/doctorOutcome';
import { doctorSearch, doctorSystemName, readDoctorView, viewSteps, type DoctorView } from '../logic/doctor';
import { usePublishedContent } from '../content/live';
import { doctorTree, symptomWords, type DoctorWords } from './doctorTree';

/** The 31 guide models, as the doctor picks from them. */
export const doctorModels = guideModels.map((g) => ({
  slug: g.slug,
  name: g.name,
  brand: g.brand,
  connections: g.connections,
}));

/** What the contact form gets when no step helped: the system, and a message the visitor can still edit. */
export interface DoctorContactPrefill {
  readonly os: string;
  readonly message: string;
}

/**
 * The doctor's state lives in the address bar (`?model=d520&symptom=blank&os=mac&step=2`), so a link restores it and
 * Back goes to the previous step. A landing page (/doctor/{symptom}) fixes the symptom and starts at step 1.
 */
export function useDoctor() {
  const { route, localize } = useSite();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const parsed = readDoctorView(params, doctorModels);
  const landing = route.symptom ?? null;
  const view: DoctorView = landing ? { ...parsed, symptom: landing, step: Math.max(parsed.step, 1) } : parsed;
  const content = usePublishedContent();
  // The start page leads to every tree without loading another page: its render reads them all, so a server
  // render embeds them and a deep link or a walk from the questions shows the published words.
  if (content && !landing) void [Object.keys(content.doctor), Object.keys(content.doctorSteps)];
  const tree = view.symptom ? doctorTree(view.symptom, content, intl) : null;
  const steps = viewSteps(view, doctorModels, tree?.steps);
  /** A step's words in the page's language: the published tree's, else the compiled ones. */
  const words = (step: DoctorStep): DoctorWords => tree?.words(step) ?? { title: '', body: '', fixed: '' };
  const current = Math.min(view.step, steps.length);
  const [solvedAt, setSolvedAt] = useState<number | null>(null);
  const started = useRef<string | null>(null);

  /** Moves to another view: a landing page stays itself while its symptom is kept, else /doctor. */
  const go = useCallback(
    (next: DoctorView, replace = false) => {
      setSolvedAt(null);
      const base = landing && next.symptom === landing && next.step > 0 ? location.pathname : localize('/doctor');
      void navigate(`${base}${doctorSearch(next)}`, { replace });
    },
    [landing, localize, location.pathname, navigate],
  );

  const model = doctorModels.find((m) => m.slug.toLowerCase() === view.model?.toLowerCase());
  const printerText = model
    ? `${brandBySlug(model.brand).name} ${model.name}`
    : view.family
      ? intl.formatMessage(
          { id: 'site.doctor.unknownModel' },
          { family: intl.formatMessage({ id: familyMessage[view.family] }) },
        )
      : intl.formatMessage({ id: 'site.doctor.notSaid' });
  const systemText = view.os ? doctorSystemName[view.os] : intl.formatMessage({ id: 'site.doctor.notSaid' });
  const outcomeBase = { symptom: view.symptom ?? DOCTOR_SYMPTOMS[0].id, model: model?.slug ?? null, os: view.os };

  /** Counts a run once per symptom and printer when its first step shows. */
  const markStarted = () => {
    const key = `${view.symptom}|${view.model ?? view.family}|${view.os}`;
    if (!view.symptom || started.current === key) return;
    started.current = key;
    countDoctorOutcome({ ...outcomeBase, outcome: 'started', step: null });
  };

  const solve = () => {
    setSolvedAt(current);
    countDoctorOutcome({ ...outcomeBase, outcome: 'solved', step: current });
  };

  const contactPrefill = (): DoctorContactPrefill => ({
    os: view.os === 'mac' ? 'macos' : (view.os ?? ''),
    message: intl.formatMessage(
      { id: 'site.doctor.contactMessage' },
      {
        printer: printerText,
        system: systemText,
        symptom: tree?.name ?? '',
        steps: steps
          .slice(0, current)
          .map((s, i) => `${i + 1}. ${words(s).title}`)
          .join('\n'),
      },
    ),
  });

  const toContact = () => {
    countDoctorOutcome({ ...outcomeBase, outcome: 'contact', step: current || null });
    void navigate(localize('/contactUs'), { state: { doctor: contactPrefill() } });
  };

  /** A symptom's name and lead in the page's language: the published ones, else the compiled ones. */
  const symptom = (id: DoctorSymptomId) => symptomWords(id, content, intl);

  return {
    view,
    landing,
    tree,
    symptom,
    steps,
    words,
    current,
    solvedAt,
    go,
    solve,
    toContact,
    markStarted,
    printerText,
    systemText,
  };
}

export const familyMessage = {
  usb: 'site.doctor.familyUsb',
  bluetooth: 'site.doctor.familyBluetooth',
  wifi: 'site.doctor.familyWifi',
} as const satisfies Record<string, SiteMessageId>;
