import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  error: {
    id: 'lw.formField.error',
    defaultMessage: '<hidden>Error:</hidden> {message}',
    description: 'A field error. <hidden> is read by screen readers only; {message} is the consumer’s error text.',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'lw.formField.error': '<hidden>错误：</hidden>{message}' },
  'zh-hk': { 'lw.formField.error': '<hidden>錯誤：</hidden>{message}' },
  'de-de': { 'lw.formField.error': '<hidden>Fehler:</hidden> {message}' },
  'fr-fr': { 'lw.formField.error': '<hidden>Erreur :</hidden> {message}' },
  'es-es': { 'lw.formField.error': '<hidden>Error:</hidden> {message}' },
};
