/** Site content published live from the back office: kinds, locales, drafts and the published snapshot. */
export const CONTENT_KINDS = ['guide', 'video', 'faq', 'home', 'partner', 'notice'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
