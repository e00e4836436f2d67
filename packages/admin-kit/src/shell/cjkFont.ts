import type { Locale } from '@labelwise/ui';

/** The `@font-face` rules of the Chinese fonts, built by `build/cjk-fonts.ts`. */
const FONT_RULES: Partial<Record<Locale, () => Promise<{ default: string }>>> = {
  'zh-cn': () => import('virtual:admin-cjk-font/zh-cn'),
  'zh-hk': () => import('virtual:admin-cjk-font/zh-hk'),
};

/**
 * The font other languages get for the Chinese text they show (a model's Chinese title, the translations fields):
 * the first Chinese family of the theme's font stack.
 */
const OTHER_LOCALES_FONT: Locale = 'zh-cn';

const added = new Set<Locale>();

function add(locale: Locale) {
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

/**
 * Adds a Chinese font to the document once, so a machine without one shows the back office's Chinese text instead of
 * empty boxes: the locale's own at once in Chinese; in other languages Noto Sans SC once the browser is idle, since
 * operators read and type Chinese catalog text there too. The rules are split by unicode range, so a browser
 * downloads font files only for the Chinese characters a page shows. A failed load leaves the system fonts.
 */
export function loadLocaleFont(locale: Locale): void {
  if (FONT_RULES[locale]) return add(locale);
  const later = () => add(OTHER_LOCALES_FONT);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(later, { timeout: 5000 });
  else window.setTimeout(later, 2000);
}
