import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the users page for its place in the org chart: department and posts (system:user:*). */
export const messages = defineMessages({
  dept: { id: 'admin.pages.user.dept', defaultMessage: 'Department' },
  noDept: { id: 'admin.pages.user.noDept', defaultMessage: 'No department' },
  anyDept: { id: 'admin.pages.user.anyDept', defaultMessage: 'All departments' },
  posts: { id: 'admin.pages.user.posts', defaultMessage: 'Posts' },
  disabledChoice: { id: 'admin.pages.user.disabledChoice', defaultMessage: '{name} (disabled)' },
  importPassword: {
    id: 'admin.pages.user.importPassword',
    defaultMessage:
      'The template has no password column: imported users sign in with the initial password set in System → Configuration (sys.user.initPassword) and must change it at their first sign-in. They get no roles; assign them afterwards.',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.pages.user.dept': '归属部门',
    'admin.pages.user.noDept': '无部门',
    'admin.pages.user.anyDept': '全部部门',
    'admin.pages.user.posts': '岗位',
    'admin.pages.user.disabledChoice': '{name}（已停用）',
    'admin.pages.user.importPassword':
      '模板中没有密码列：导入的用户使用“系统管理 → 参数设置”中设置的初始密码（sys.user.initPassword）登录，并须在首次登录时修改密码。导入的用户没有角色，请在导入后分配。',
  },
  'zh-hk': {
    'admin.pages.user.dept': '歸屬部門',
    'admin.pages.user.noDept': '無部門',
    'admin.pages.user.anyDept': '全部部門',
    'admin.pages.user.posts': '崗位',
    'admin.pages.user.disabledChoice': '{name}（已停用）',
    'admin.pages.user.importPassword':
      '範本中沒有密碼欄：匯入的使用者以「系統管理 → 參數設定」中設定的初始密碼（sys.user.initPassword）登入，並須在首次登入時更改密碼。匯入的使用者沒有角色，請於匯入後指派。',
  },
  'de-de': {
    'admin.pages.user.dept': 'Abteilung',
    'admin.pages.user.noDept': 'Keine Abteilung',
    'admin.pages.user.anyDept': 'Alle Abteilungen',
    'admin.pages.user.posts': 'Stellen',
    'admin.pages.user.disabledChoice': '{name} (deaktiviert)',
    'admin.pages.user.importPassword':
      'Die Vorlage hat keine Passwortspalte: Importierte Benutzer melden sich mit dem unter System → Konfiguration festgelegten Anfangspasswort (sys.user.initPassword) an und müssen es bei der ersten Anmeldung ändern. Sie erhalten keine Rollen; weisen Sie diese danach zu.',
  },
  'fr-fr': {
    'admin.pages.user.dept': 'Département',
    'admin.pages.user.noDept': 'Aucun département',
    'admin.pages.user.anyDept': 'Tous les départements',
    'admin.pages.user.posts': 'Postes',
    'admin.pages.user.disabledChoice': '{name} (désactivé)',
    'admin.pages.user.importPassword':
      'Le modèle n’a pas de colonne de mot de passe : les utilisateurs importés se connectent avec le mot de passe initial défini dans Système → Configuration (sys.user.initPassword) et doivent le changer à leur première connexion. Ils n’ont aucun rôle ; attribuez-les ensuite.',
  },
  'es-es': {
    'admin.pages.user.dept': 'Departamento',
    'admin.pages.user.noDept': 'Sin departamento',
    'admin.pages.user.anyDept': 'Todos los departamentos',
    'admin.pages.user.posts': 'Puestos',
    'admin.pages.user.disabledChoice': '{name} (desactivado)',
    'admin.pages.user.importPassword':
      'La plantilla no tiene columna de contraseña: los usuarios importados inician sesión con la contraseña inicial definida en Sistema → Configuración (sys.user.initPassword) y deben cambiarla en su primer inicio de sesión. No reciben roles; asígnalos después.',
  },
};
