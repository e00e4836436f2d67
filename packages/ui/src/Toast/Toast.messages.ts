import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({});

export const translations: Translations<typeof messages> = {
  'zh-cn': {},
  'zh-hk': {},
  'de-de': {},
  'fr-fr': {},
  'es-es': {},
};
