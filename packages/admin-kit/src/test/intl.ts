import { createIntl, createIntlCache } from 'react-intl';
import type { Locale } from '@labelwise/ui/messages';
import { adminMessages } from '../i18n/catalog';
import type { FormatMessage } from '../request/types';

const cache = createIntlCache();

/** A real react-intl formatter over admin-kit's catalogue, so tests see the strings users see. */
export function formatterFor(locale: Locale = 'en-us'): FormatMessage {
  const intl = createIntl({ locale, messages: adminMessages[locale], onError: () => undefined }, cache);
  return (descriptor, values) => intl.formatMessage(descriptor, values);
}
