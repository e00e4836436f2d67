import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the users page for its place in the org chart: department and posts (system:user:*). */
export const messages = defineMessages({
  dept: { id: 'admin.pages.user.dept', defaultMessage: 'Department' },
  noDept: { id: 'admin.pages.user.noDept', defaultMessage: 'No department' },
  anyDept: { id: 'admin.pages.user.anyDept', defaultMessage: 'All departments' },
  posts: { id: 'admin.pages.user.posts', defaultMessage: 'Posts' },
  disabledChoice: { id: 'admin.pages.user.disabledChoice', defaultMessage: '{name} (disabled)' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.pages.user.dept': '归属部门',
    'admin.pages.user.noDept': '无部门',
    'admin.pages.user.anyDept': '全部部门',
    'admin.pages.user.posts': '岗位',
    'admin.pages.user.disabledChoice': '{name}（已停用）',
  },
  'zh-hk': {
    'admin.pages.user.dept': '歸屬部門',
    'admin.pages.user.noDept': '無部門',
    'admin.pages.user.anyDept': '全部部門',
    'admin.pages.user.posts': '崗位',
    'admin.pages.user.disabledChoice': '{name}（已停用）',
  },
  'de-de': {
    'admin.pages.user.dept': 'Abteilung',
    'admin.pages.user.noDept': 'Keine Abteilung',
    'admin.pages.user.anyDept': 'Alle Abteilungen',
    'admin.pages.user.posts': 'Stellen',
    'admin.pages.user.disabledChoice': '{name} (deaktiviert)',
  },
  'fr-fr': {
    'admin.pages.user.dept': 'Département',
    'admin.pages.user.noDept': 'Aucun département',
    'admin.pages.user.anyDept': 'Tous les départements',
    'admin.pages.user.posts': 'Postes',
    'admin.pages.user.disabledChoice': '{name} (désactivé)',
  },
  'es-es': {
    'admin.pages.user.dept': 'Departamento',
    'admin.pages.user.noDept': 'Sin departamento',
    'admin.pages.user.anyDept': 'Todos los departamentos',
    'admin.pages.user.posts': 'Puestos',
    'admin.pages.user.disabledChoice': '{name} (desactivado)',
  },
};
