import type { PublishedContent } from '@labelwise/contract';
import type { Locale } from '@labelwise/ui';

/** A published snapshot of `locale` with nothing in it; tests spread the kinds they publish over it. */
export function emptySnapshot(locale: Locale, version = 1): PublishedContent {
  return {
    version,
    locale: locale as PublishedContent['locale'],
    guides: {},
    videos: [],
    faq: [],
    home: [],
    partners: {},
    notices: [],
    doctor: {},
    doctorSteps: {},
    shipping: {},
    shippingCommon: {},
  };
}
