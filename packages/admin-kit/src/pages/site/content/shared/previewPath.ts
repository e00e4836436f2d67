import type { ContentKind } from '@labelwise/contract';
import { DOCTOR_SYMPTOMS } from '@labelwise/contract/doctor/symptoms';

/**
 * The site page that shows an item of a kind, without a locale prefix: a guide and a partner page live at their key,
 * videos and FAQ on the guides page, the home content and notices on the home page (notices show on every page), a
 * doctor tree on its symptom's landing page (a shared step on the doctor's start), a shipping set-up on its
 * platform's page and what the set-ups share on /shipping.
 */
export function previewPathOf(kind: ContentKind, key: string): string {
  switch (kind) {
    case 'guide':
    case 'partner':
      return `/${key}`;
    case 'video':
    case 'faq':
      return '/guides';
    case 'home':
    case 'notice':
      return '/';
    case 'doctor': {
      // A symptom's landing page opens at its first step; an unknown key shows the doctor's start.
      const symptom = DOCTOR_SYMPTOMS.find((s) => s.id === key);
      return symptom ? `/doctor/${symptom.slug}` : '/doctor';
    }
    case 'doctorStep':
      // A step shows in every tree naming it: the doctor's start leads to each of them.
      return '/doctor';
    case 'shipping':
      return `/shipping/${key}`;
    case 'shippingCommon':
      return '/shipping';
  }
}
