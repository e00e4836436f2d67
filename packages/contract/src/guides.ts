/**
 * Printer guides without zod: the setup sections, the limits of a guide's texts and (below) the models with their
 * default steps. The public site imports this entry (`@labelwise/contract/guides`) to render a guide nobody has
 * edited yet, and the API seeds and the admin editor read the same copy, so the defaults exist once.
 */

/** Setup sections of a guide page, in page order. */
export const GUIDE_SECTIONS = ['bluetooth', 'usb', 'windows', 'mac', 'chromeos', 'linux', 'firmware'] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

/** The six site locales; en-us is the fallback of a locale an item has no text for. */
export const CONTENT_LOCALES = ['en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const CONTENT_FALLBACK_LOCALE: ContentLocale = 'en-us';

export const GUIDE_STEPS_MAX = 30;
export const GUIDE_STEP_MAX = 1000;
export const GUIDE_INTRO_MAX = 2000;
export const GUIDE_VIDEOS_MAX = 20;
