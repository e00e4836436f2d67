import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Shell strings added with the back-office polish: the login page's extras and the 403 page. */
export const messages = defineMessages({
  logoAlt: { id: 'admin.polish.logoAlt', defaultMessage: 'Labelwise' },
  showPassword: { id: 'admin.polish.showPassword', defaultMessage: 'Show password' },
  forbiddenTitle: { id: 'admin.polish.forbiddenTitle', defaultMessage: 'You don’t have permission to open this page' },
  forbiddenBody: {
    id: 'admin.polish.forbiddenBody',
    defaultMessage: 'Your account’s role does not include this page. Ask an administrator if you need it.',
  },
  goBack: { id: 'admin.polish.goBack', defaultMessage: 'Go back' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.polish.logoAlt': 'Labelwise',
    'admin.polish.showPassword': '显示密码',
    'admin.polish.forbiddenTitle': '您没有权限打开此页面',
    'admin.polish.forbiddenBody': '您账号的角色不包含此页面。如需使用，请联系管理员。',
    'admin.polish.goBack': '返回上一页',
  },
  'zh-hk': {
    'admin.polish.logoAlt': 'Labelwise',
    'admin.polish.showPassword': '顯示密碼',
    'admin.polish.forbiddenTitle': '您沒有權限開啟此頁面',
    'admin.polish.forbiddenBody': '您帳戶的角色不包含此頁面。如需使用，請聯絡管理員。',
    'admin.polish.goBack': '返回上一頁',
  },
  'de-de': {
    'admin.polish.logoAlt': 'Labelwise',
    'admin.polish.showPassword': 'Passwort anzeigen',
    'admin.polish.forbiddenTitle': 'Sie haben keine Berechtigung für diese Seite',
    'admin.polish.forbiddenBody':
      'Die Rolle Ihres Kontos umfasst diese Seite nicht. Wenden Sie sich bei Bedarf an einen Administrator.',
    'admin.polish.goBack': 'Zurück',
  },
  'fr-fr': {
    'admin.polish.logoAlt': 'Labelwise',
    'admin.polish.showPassword': 'Afficher le mot de passe',
    'admin.polish.forbiddenTitle': 'Vous n’avez pas l’autorisation d’ouvrir cette page',
    'admin.polish.forbiddenBody':
      'Le rôle de votre compte n’inclut pas cette page. Demandez-la à un administrateur si nécessaire.',
    'admin.polish.goBack': 'Retour',
  },
  'es-es': {
    'admin.polish.logoAlt': 'Labelwise',
    'admin.polish.showPassword': 'Mostrar contraseña',
    'admin.polish.forbiddenTitle': 'No tienes permiso para abrir esta página',
    'admin.polish.forbiddenBody':
      'El rol de tu cuenta no incluye esta página. Pídesela a un administrador si la necesitas.',
    'admin.polish.goBack': 'Volver',
  },
};
