import type { Transaction } from 'kysely';
import {
  CONTENT_LOCALES,
  doctorBody,
  doctorStepBody,
  shippingBody,
  shippingCommonBody,
  type ContentLocale,
  type DoctorShared,
  type DoctorStepText,
  type DoctorText,
  type ShippingCommonText,
  type ShippingShared,
  type ShippingText,
} from '@labelwise/contract';
import {
  DOCTOR_STEP_TEXTS,
  DOCTOR_SYMPTOM_TEXTS,
  DOCTOR_SYMPTOMS,
  DOCTOR_TREES,
  type DoctorStepId,
} from '@labelwise/contract/doctor';
import {
  SHIPPING_COMMON_KEY,
  SHIPPING_PLATFORM_TEXTS,
  SHIPPING_PLATFORMS,
  SHIPPING_TEXTS,
} from '@labelwise/contract/shipping';
import type { DB } from './types.js';
import './typesContent.js';
import { insertPublishedItem } from './seedContentItem.js';

/**
 * The printer doctor's trees and steps and the shipping set-ups as first published: built from the contract's texts, which are
 * also what the site shows where it has no published snapshot (its prerendered fallback), so the words exist once.
 */

export interface HelpSeedItem<S, T> {
  key: string;
  shared: S;
  texts: Record<ContentLocale, T>;
}

const inEveryLocale = <T>(text: (locale: ContentLocale) => T) =>
  Object.fromEntries(CONTENT_LOCALES.map((l) => [l, text(l)])) as Record<ContentLocale, T>;

/** One item per symptom: its name and lead, and the steps it names with where each applies. */
export function doctorSeedItems(): HelpSeedItem<DoctorShared, DoctorText>[] {
  return DOCTOR_SYMPTOMS.map(({ id }) => {
    const shared = doctorBody.shared.parse({
      steps: DOCTOR_TREES[id].map((s) => ({
        id: s.id,
        systems: s.systems ?? [],
        connections: s.connections ?? [],
        models: s.models ?? [],
        link: s.link ?? '',
      })),
    });
    const words = DOCTOR_SYMPTOM_TEXTS[id];
    return {
      key: id,
      shared,
      texts: inEveryLocale((l) => doctorBody.text.parse({ name: words.name[l], lead: words.lead[l] })),
    };
  });
}

/** One item per step the trees name, each once however many trees use it: its title and what to do. */
export function doctorStepSeedItems(): HelpSeedItem<Record<string, never>, DoctorStepText>[] {
  const ids = [...new Set(DOCTOR_SYMPTOMS.flatMap(({ id }) => DOCTOR_TREES[id].map((s) => s.id as DoctorStepId)))];
  return ids.map((id) => {
    const words = DOCTOR_STEP_TEXTS[id];
    return {
      key: id,
      shared: {},
      texts: inEveryLocale((l) => doctorStepBody.text.parse({ title: words.title[l], body: words.body[l] })),
    };
  });
}

/**
 * The print-dialog settings every platform starts from (`win`, `mac`), and the mistakes every platform shares
 * (`mistake`), in the order `SHIPPING_TEXTS` gives them.
 */
const dialogLines = (prefix: 'win' | 'mac' | 'mistake', locale: ContentLocale) =>
  Object.entries(SHIPPING_TEXTS)
    .filter(([id]) => id.startsWith(prefix))
    .map(([, words]) => words[locale]);

/** One item per platform: 4×6 PDF in portrait, the drivers at their own resolution, and its words in every locale. */
export function shippingSeedItems(): HelpSeedItem<ShippingShared, ShippingText>[] {
  return SHIPPING_PLATFORMS.map(({ slug, name }) => {
    const words: Partial<Record<'path' | 'choose' | 'mistake1' | 'mistake2', Readonly<Record<ContentLocale, string>>>> =
      SHIPPING_PLATFORM_TEXTS[slug];
    const shared = shippingBody.shared.parse({ name, sizes: ['4x6'], formats: ['pdf'], orientation: 'portrait' });
    const text = (locale: ContentLocale) =>
      shippingBody.text.parse({
        path: words.path![locale],
        choose: words.choose![locale],
        windows: dialogLines('win', locale),
        mac: dialogLines('mac', locale),
        mistakes: [words.mistake1, words.mistake2].flatMap((m) => (m ? [m[locale]] : [])),
      });
    return {
      key: slug,
      shared,
      texts: inEveryLocale(text),
    };
  });
}

/** The print dialogs the /shipping index shows and the mistakes every set-up lists: one item. */
export function shippingCommonSeedItem(): HelpSeedItem<Record<string, never>, ShippingCommonText> {
  return {
    key: SHIPPING_COMMON_KEY,
    shared: {},
    texts: inEveryLocale((l) =>
      shippingCommonBody.text.parse({
        windows: dialogLines('win', l),
        mac: dialogLines('mac', l),
        mistakes: dialogLines('mistake', l),
      }),
    ),
  };
}

/** The doctor's trees and steps, the ten platforms and what they share, published. Items already present stay. */
export async function seedHelpContent(trx: Transaction<DB>): Promise<number> {
  const now = new Date();
  let added = 0;
  const items = [
    ...doctorSeedItems().map((item, i) => ({ ...item, kind: 'doctor' as const, sort: (i + 1) * 10 })),
    ...doctorStepSeedItems().map((item, i) => ({ ...item, kind: 'doctorStep' as const, sort: (i + 1) * 10 })),
    ...shippingSeedItems().map((item, i) => ({ ...item, kind: 'shipping' as const, sort: (i + 1) * 10 })),
    { ...shippingCommonSeedItem(), kind: 'shippingCommon' as const, sort: 0 },
  ];
  for (const item of items) {
    const seeded = {
      kind: item.kind,
      key: item.key,
      sort: item.sort,
      shared: item.shared,
      text: (l: ContentLocale) => item.texts[l],
    };
    if (await insertPublishedItem(trx, seeded, now)) added++;
  }
  return added;
}
