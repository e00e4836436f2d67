import type { Locale } from '@labelwise/ui';

/** The `@font-face` rules of the Chinese fonts, built by `build/cjk-fonts.ts`; only a Chinese locale loads them. */
const FONT_RULES: Partial<Record<Locale, () => Promise<{ default: string }>>> = {
  'zh-cn': () => import('virtual:admin-cjk-font/zh-cn'),
  'zh-hk': () => import('virtual:admin-cjk-font/zh-hk'),
};

const added = new Set<Locale>();

/**
 * Adds the locale's Chinese font to the document once, so a machine without one shows the back office's Chinese
 * text instead of empty boxes. Other locales load nothing; a failed load leaves the system fonts.
 */
export function loadLocaleFont(locale: Locale): void {
  const load = FONT_RULES[locale];
  if (!load || added.has(locale)) return;
  added.add(locale);
  load()
    .then(({ default: rules }) => {
      const style = document.createElement('style');
      style.dataset.font = locale;
      style.textContent = rules;
      document.head.append(style);
    })
    .catch(() => added.delete(locale));
}
