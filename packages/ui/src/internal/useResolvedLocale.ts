import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '../i18n/locales';

/** The locale a layout component renders for: its `locale` prop, else the IntlProvider's, else en-us. */
export function useResolvedLocale(localeProp: Locale | undefined): Locale {
  const intlLocale = useIntl().locale.toLowerCase();
  return localeProp ?? (isLocale(intlLocale) ? intlLocale : 'en-us');
}
