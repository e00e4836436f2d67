import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of Monitor → Online users (monitor:online:*); time, address and user come from the logs' messages. */
export const messages = defineMessages({
  title: { id: 'admin.online.title', defaultMessage: 'Online users' },
  nickName: { id: 'admin.online.nickName', defaultMessage: 'Name' },
  dept: { id: 'admin.online.dept', defaultMessage: 'Department' },
  loginTime: { id: 'admin.online.loginTime', defaultMessage: 'Signed in' },
  lastAccess: { id: 'admin.online.lastAccess', defaultMessage: 'Last active' },
  thisSession: { id: 'admin.online.thisSession', defaultMessage: 'This session' },
  forceLogout: { id: 'admin.online.forceLogout', defaultMessage: 'Force sign-out' },
  forceLogoutTitle: { id: 'admin.online.forceLogoutTitle', defaultMessage: 'Sign this session out?' },
  forceLogoutText: {
    id: 'admin.online.forceLogoutText',
    defaultMessage:
      '{user} ({address}) is signed out at once and must sign in again; anything unsaved in that browser is lost.',
  },
  forcedOut: { id: 'admin.online.forcedOut', defaultMessage: 'The session was signed out.' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.online.title': '在线用户',
    'admin.online.nickName': '用户昵称',
    'admin.online.dept': '部门',
    'admin.online.loginTime': '登录时间',
    'admin.online.lastAccess': '最后活动',
    'admin.online.thisSession': '当前会话',
    'admin.online.forceLogout': '强退',
    'admin.online.forceLogoutTitle': '强制退出此会话？',
    'admin.online.forceLogoutText': '{user}（{address}）将立即退出，需要重新登录；该浏览器中未保存的内容将丢失。',
    'admin.online.forcedOut': '已强制退出该会话。',
  },
  'zh-hk': {
    'admin.online.title': '在線用戶',
    'admin.online.nickName': '用戶暱稱',
    'admin.online.dept': '部門',
    'admin.online.loginTime': '登入時間',
    'admin.online.lastAccess': '最後活動',
    'admin.online.thisSession': '目前工作階段',
    'admin.online.forceLogout': '強制登出',
    'admin.online.forceLogoutTitle': '強制登出此工作階段？',
    'admin.online.forceLogoutText': '{user}（{address}）將立即登出，須重新登入；該瀏覽器中未儲存的內容將會遺失。',
    'admin.online.forcedOut': '已強制登出該工作階段。',
  },
  'de-de': {
    'admin.online.title': 'Angemeldete Benutzer',
    'admin.online.nickName': 'Name',
    'admin.online.dept': 'Abteilung',
    'admin.online.loginTime': 'Angemeldet',
    'admin.online.lastAccess': 'Zuletzt aktiv',
    'admin.online.thisSession': 'Diese Sitzung',
    'admin.online.forceLogout': 'Abmelden erzwingen',
    'admin.online.forceLogoutTitle': 'Diese Sitzung abmelden?',
    'admin.online.forceLogoutText':
      '{user} ({address}) wird sofort abgemeldet und muss sich neu anmelden; Ungespeichertes in diesem Browser geht verloren.',
    'admin.online.forcedOut': 'Die Sitzung wurde abgemeldet.',
  },
  'fr-fr': {
    'admin.online.title': 'Utilisateurs connectés',
    'admin.online.nickName': 'Nom',
    'admin.online.dept': 'Service',
    'admin.online.loginTime': 'Connecté le',
    'admin.online.lastAccess': 'Dernière activité',
    'admin.online.thisSession': 'Cette session',
    'admin.online.forceLogout': 'Forcer la déconnexion',
    'admin.online.forceLogoutTitle': 'Déconnecter cette session ?',
    'admin.online.forceLogoutText':
      '{user} ({address}) est déconnecté immédiatement et doit se reconnecter ; ce qui n’est pas enregistré dans ce navigateur est perdu.',
    'admin.online.forcedOut': 'La session a été déconnectée.',
  },
  'es-es': {
    'admin.online.title': 'Usuarios conectados',
    'admin.online.nickName': 'Nombre',
    'admin.online.dept': 'Departamento',
    'admin.online.loginTime': 'Inicio de sesión',
    'admin.online.lastAccess': 'Última actividad',
    'admin.online.thisSession': 'Esta sesión',
    'admin.online.forceLogout': 'Forzar cierre de sesión',
    'admin.online.forceLogoutTitle': '¿Cerrar esta sesión?',
    'admin.online.forceLogoutText':
      '{user} ({address}) sale de inmediato y debe volver a iniciar sesión; lo que no se haya guardado en ese navegador se pierde.',
    'admin.online.forcedOut': 'Se cerró la sesión.',
  },
};
