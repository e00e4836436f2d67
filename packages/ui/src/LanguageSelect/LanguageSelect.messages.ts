import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  label: {
    id: 'lw.languageSelect.label',
    defaultMessage: 'Language',
    description: 'Names the language dropdown; read before the current language',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'lw.languageSelect.label': '语言' },
  'zh-hk': { 'lw.languageSelect.label': '語言' },
  'de-de': { 'lw.languageSelect.label': 'Sprache' },
  'fr-fr': { 'lw.languageSelect.label': 'Langue' },
  'es-es': { 'lw.languageSelect.label': 'Idioma' },
};
