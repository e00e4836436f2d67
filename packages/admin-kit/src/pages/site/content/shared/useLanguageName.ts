import type { ContentLocale } from '@labelwise/contract';
import { languageOptions } from '@labelwise/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

// The language, not the country: "German", "Simplified Chinese" (not "German (Germany)", "Chinese (China)").
const LANGUAGE_TAGS: Readonly<Record<ContentLocale, string>> = {
  'en-us': 'en',
  'zh-cn': 'zh-Hans',
  'zh-hk': 'zh-Hant',
  'de-de': 'de',
  'fr-fr': 'fr',
  'es-es': 'es',
};

/** A locale's language named in the operator's language ("German" in English, "Deutsch" in German). */
export function useLanguageName(): (locale: ContentLocale) => string {
  const intl = useIntl();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'language' });
    } catch {
      names = undefined;
    }
    return (locale: ContentLocale) =>
      names?.of(LANGUAGE_TAGS[locale]) ?? languageOptions.find((o) => o.langCode === locale)?.langName ?? locale;
  }, [intl.locale]);
}
