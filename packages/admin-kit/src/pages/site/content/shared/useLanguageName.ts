import type { ContentLocale } from '@labelwise/contract';
import { languageOptions, toBcp47 } from '@labelwise/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

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
      names?.of(toBcp47(locale)) ?? languageOptions.find((o) => o.langCode === locale)?.langName ?? locale;
  }, [intl.locale]);
}
