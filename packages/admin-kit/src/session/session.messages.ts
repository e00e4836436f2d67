import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings the shell needs around the session (logout asks first, as a warning). */
export const messages = defineMessages({
  logoutTitle: { id: 'admin.session.logoutTitle', defaultMessage: 'Sign out?' },
  logoutConfirm: {
    id: 'admin.session.logoutConfirm',
    defaultMessage: 'Are you sure you want to log out and exit the system?',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'admin.session.logoutTitle': '退出登录？', 'admin.session.logoutConfirm': '确定注销并退出系统吗？' },
  'zh-hk': { 'admin.session.logoutTitle': '登出？', 'admin.session.logoutConfirm': '確定註銷並退出系統嗎？' },
  'de-de': {
    'admin.session.logoutTitle': 'Abmelden?',
    'admin.session.logoutConfirm': 'Möchten Sie sich wirklich abmelden und das System verlassen?',
  },
  'fr-fr': {
    'admin.session.logoutTitle': 'Se déconnecter ?',
    'admin.session.logoutConfirm': 'Voulez-vous vraiment vous déconnecter et quitter le système ?',
  },
  'es-es': {
    'admin.session.logoutTitle': '¿Cerrar sesión?',
    'admin.session.logoutConfirm': '¿Seguro que desea cerrar la sesión y salir del sistema?',
  },
};
