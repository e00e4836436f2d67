import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  close: {
    id: 'lw.toast.close',
    defaultMessage: 'Close notification',
    description: 'Accessible name of a toast’s × button.',
  },
  label: {
    id: 'lw.toast.label',
    defaultMessage: 'Notification',
    description: 'Read by screen readers before the text of each new toast.',
  },
  viewport: {
    id: 'lw.toast.viewport',
    defaultMessage: 'Notifications ({hotkey})',
    description: 'Accessible name of the toast region; {hotkey} is the key that focuses it, e.g. F8.',
  },
  toneSuccess: {
    id: 'lw.toast.tone.success',
    defaultMessage: 'Success',
    description: 'Hidden prefix read before a success toast.',
  },
  toneInfo: {
    id: 'lw.toast.tone.info',
    defaultMessage: 'Information',
    description: 'Hidden prefix read before an info toast.',
  },
  toneWarning: {
    id: 'lw.toast.tone.warning',
    defaultMessage: 'Warning',
    description: 'Hidden prefix read before a warning toast.',
  },
  toneError: {
    id: 'lw.toast.tone.error',
    defaultMessage: 'Error',
    description: 'Hidden prefix read before an error toast.',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.toast.close': '关闭通知',
    'lw.toast.label': '通知',
    'lw.toast.viewport': '通知（{hotkey}）',
    'lw.toast.tone.success': '成功',
    'lw.toast.tone.info': '提示',
    'lw.toast.tone.warning': '警告',
    'lw.toast.tone.error': '错误',
  },
  'zh-hk': {
    'lw.toast.close': '關閉通知',
    'lw.toast.label': '通知',
    'lw.toast.viewport': '通知（{hotkey}）',
    'lw.toast.tone.success': '成功',
    'lw.toast.tone.info': '提示',
    'lw.toast.tone.warning': '警告',
    'lw.toast.tone.error': '錯誤',
  },
  'de-de': {
    'lw.toast.close': 'Benachrichtigung schließen',
    'lw.toast.label': 'Benachrichtigung',
    'lw.toast.viewport': 'Benachrichtigungen ({hotkey})',
    'lw.toast.tone.success': 'Erfolg',
    'lw.toast.tone.info': 'Information',
    'lw.toast.tone.warning': 'Warnung',
    'lw.toast.tone.error': 'Fehler',
  },
  'fr-fr': {
    'lw.toast.close': 'Fermer la notification',
    'lw.toast.label': 'Notification',
    'lw.toast.viewport': 'Notifications ({hotkey})',
    'lw.toast.tone.success': 'Succès',
    'lw.toast.tone.info': 'Information',
    'lw.toast.tone.warning': 'Avertissement',
    'lw.toast.tone.error': 'Erreur',
  },
  'es-es': {
    'lw.toast.close': 'Cerrar notificación',
    'lw.toast.label': 'Notificación',
    'lw.toast.viewport': 'Notificaciones ({hotkey})',
    'lw.toast.tone.success': 'Éxito',
    'lw.toast.tone.info': 'Información',
    'lw.toast.tone.warning': 'Advertencia',
    'lw.toast.tone.error': 'Error',
  },
};
