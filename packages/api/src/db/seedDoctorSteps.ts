import type { Transaction } from 'kysely';
import { CONTENT_LOCALES, type ContentLocale, type DoctorStepText } from '@labelwise/contract';
import { DOCTOR_STEP_TEXTS, DOCTOR_SYMPTOM_TEXTS, type DoctorSymptomId } from '@labelwise/contract/doctor';
import type { DB } from './types.js';
import './typesContent.js';
import { insertPublishedItem } from './seedContentItem.js';

type Words = Pick<DoctorStepText, 'title' | 'body'> & { fixed?: string };
const compiledSteps: Readonly<
  Record<string, Readonly<Record<'title' | 'body', Readonly<Record<ContentLocale, string>>>>>
> = DOCTOR_STEP_TEXTS;
const compiledSymptoms: Readonly<Record<string, (typeof DOCTOR_SYMPTOM_TEXTS)[DoctorSymptomId]>> = DOCTOR_SYMPTOM_TEXTS;

const parse = (json: string | null): Record<string, unknown> | null =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

/** A tree text of the first shape: each step's words inside the tree (`{ steps: { calibrate: {…} } }`). */
function treeWords(text: Record<string, unknown> | null): Record<string, Words> | null {
  const steps = text?.steps;
  return steps && typeof steps === 'object' && !('name' in text) ? (steps as Record<string, Words>) : null;
}

const differs = (id: string, locale: ContentLocale, w: Words) => {
  const compiled = compiledSteps[id];
  return !compiled || compiled.title[locale] !== w.title || compiled.body[locale] !== w.body || Boolean(w.fixed);
};

/**
 * Trees stored before steps were shared kept each step's words inside every tree. Each step becomes one published
 * `doctorStep` item (where it is missing) with the words an operator wrote, whichever tree they wrote them in
 * (published before draft, trees in their order; the compiled words otherwise), and each tree's texts become its
 * symptom's name and lead. Steps an operator added to a tree keep their words the same way.
 */
export async function moveTreeWordsToSteps(trx: Transaction<DB>): Promise<number> {
  const trees = await trx
    .selectFrom('content_items')
    .select(['id', 'key'])
    .where('kind', '=', 'doctor')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (trees.length === 0) return 0;
  const texts = await trx
    .selectFrom('content_texts')
    .selectAll()
    .where(
      'item_id',
      'in',
      trees.map((t) => t.id),
    )
    .execute();
  const found = new Map<string, Partial<Record<ContentLocale, Words[]>>>();
  for (const phase of ['published', 'draft'] as const)
    for (const tree of trees)
      for (const row of texts.filter((t) => t.item_id === tree.id)) {
        const words = treeWords(parse(row[phase]));
        for (const [id, w] of Object.entries(words ?? {})) {
          const byLocale = found.get(id) ?? {};
          (byLocale[row.locale as ContentLocale] ??= []).push(w);
          found.set(id, byLocale);
        }
      }
  let added = 0;
  const now = new Date();
  for (const [id, byLocale] of found) {
    const pick = (locale: ContentLocale): DoctorStepText => {
      const candidates = byLocale[locale] ?? [];
      const w = candidates.find((c) => differs(id, locale, c)) ?? candidates[0];
      const compiled = compiledSteps[id];
      if (w) return { title: w.title, body: w.body, fixed: w.fixed ?? '' };
      if (compiled) return { title: compiled.title[locale], body: compiled.body[locale], fixed: '' };
      // A step an operator added in some locales only: the others read its English (or first) words, as the site did.
      return pick(byLocale['en-us'] ? 'en-us' : (CONTENT_LOCALES.find((l) => byLocale[l]) ?? 'en-us'));
    };
    const item = { kind: 'doctorStep', key: id, sort: 0, shared: {}, text: pick };
    if (await insertPublishedItem(trx, item, now)) added++;
  }
  for (const tree of trees) {
    const symptom = compiledSymptoms[tree.key];
    for (const row of texts.filter((t) => t.item_id === tree.id)) {
      const locale = row.locale as ContentLocale;
      const named = JSON.stringify({
        name: symptom?.name[locale] ?? tree.key,
        lead: symptom?.lead[locale] ?? tree.key,
      });
      const draft = treeWords(parse(row.draft)) ? named : row.draft;
      const published = treeWords(parse(row.published)) ? named : row.published;
      if (draft === row.draft && published === row.published) continue;
      await trx
        .updateTable('content_texts')
        .set({ draft, published })
        .where('item_id', '=', tree.id)
        .where('locale', '=', row.locale)
        .execute();
    }
  }
  return added;
}
