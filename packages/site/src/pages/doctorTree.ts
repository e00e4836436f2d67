import { DOCTOR_TREES, type DoctorStep, type DoctorSymptomId } from '@labelwise/contract/doctor';
import type { IntlShape } from 'react-intl';
import type { PublishedContent } from '../content/live';
import type { SiteMessageId } from '../i18n';

/** What a step says: its title (also what the "what fixed it" summary names), what to do, and the optional summary. */
export interface DoctorWords {
  readonly title: string;
  readonly body: string;
  /** The operator's "what fixed it" line; empty when they wrote none. */
  readonly fixed: string;
}

/** A symptom's tree as the page walks it: its name and lead, the steps in order, and each step's words. */
export interface DoctorTree {
  readonly name: string;
  readonly lead: string;
  readonly steps: readonly DoctorStep[];
  words(step: DoctorStep): DoctorWords;
}

const compiledTitle = (id: string) => `site.doctor.${id}Title` as SiteMessageId;
const compiledBody = (id: string) => `site.doctor.${id}Body` as SiteMessageId;
const compiledName = (id: string) => `site.doctor.${id}Name` as SiteMessageId;
const compiledLead = (id: string) => `site.doctor.${id}Lead` as SiteMessageId;

/** A symptom's name and lead: the published ones, else the compiled ones from the catalogs. */
export function symptomWords(
  symptom: DoctorSymptomId,
  content: PublishedContent | null,
  intl: IntlShape,
): { readonly name: string; readonly lead: string } {
  const text = content?.doctor[symptom]?.text;
  return text
    ? { name: text.name, lead: text.lead }
    : {
        name: intl.formatMessage({ id: compiledName(symptom) }),
        lead: intl.formatMessage({ id: compiledLead(symptom) }),
      };
}

/**
 * The tree of `symptom`: the one published from the back office (content/live.tsx), its steps' words from the
 * shared step items every tree naming a step reads; else the compiled one of `@labelwise/contract/doctor` with its
 * words from the catalogs (the build's prerendered pages, tests). The seed publishes the compiled trees and words,
 * so both read the same until an operator changes one.
 */
export function doctorTree(symptom: DoctorSymptomId, content: PublishedContent | null, intl: IntlShape): DoctorTree {
  const item = content?.doctor[symptom];
  const named = symptomWords(symptom, content, intl);
  const compiledWords = (step: DoctorStep): DoctorWords => ({
    title: intl.formatMessage({ id: compiledTitle(step.id) }),
    body: intl.formatMessage({ id: compiledBody(step.id) }),
    fixed: '',
  });
  // A snapshot cut for another page may hold a tree's name without its steps: the compiled tree stands in.
  if (!item?.shared || !content) return { ...named, steps: DOCTOR_TREES[symptom], words: compiledWords };
  // Every step's words are read now, not when shown: a server render then embeds the whole tree's words, so the
  // browser can walk to any step of it. A step whose words are not published (or hidden) is skipped, never empty.
  const texts = new Map<string, DoctorWords>();
  for (const s of item.shared.steps) {
    const words = content.doctorSteps[s.id]?.text;
    if (words) texts.set(s.id, words);
  }
  const steps: DoctorStep[] = item.shared.steps
    .filter((s) => texts.has(s.id))
    .map((s) => ({
      id: s.id,
      ...(s.systems.length > 0 ? { systems: s.systems } : {}),
      ...(s.connections.length > 0 ? { connections: s.connections } : {}),
      ...(s.models.length > 0 ? { models: s.models } : {}),
      ...(s.link ? { link: s.link } : {}),
      ...(s.picture ? { picture: s.picture } : {}),
    }));
  return { ...named, steps, words: (step) => texts.get(step.id) ?? compiledWords(step) };
}
