import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the layout around every page: sidebar toggle, navbar controls, account menu. */
export const messages = defineMessages({
  appTitle: { id: 'admin.layout.appTitle', defaultMessage: 'Labelwise Admin' },
  dashboard: { id: 'admin.layout.dashboard', defaultMessage: 'Dashboard' },
  logout: { id: 'admin.layout.logout', defaultMessage: 'Log out' },
  toggleSidebar: { id: 'admin.layout.toggleSidebar', defaultMessage: 'Show or hide the menu' },
  exitFullscreen: { id: 'admin.layout.exitFullscreen', defaultMessage: 'Exit full screen' },
  fullscreen: { id: 'admin.layout.fullscreen', defaultMessage: 'Full screen' },
  layoutSettings: { id: 'admin.layout.layoutSettings', defaultMessage: 'Layout settings' },
  userMenu: { id: 'admin.layout.userMenu', defaultMessage: 'Account menu of {name}' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.layout.appTitle': 'Labelwise 管理后台',
    'admin.layout.dashboard': '首页',
    'admin.layout.logout': '退出登录',
    'admin.layout.toggleSidebar': '显示或隐藏菜单',
    'admin.layout.exitFullscreen': '退出全屏',
    'admin.layout.fullscreen': '全屏',
    'admin.layout.layoutSettings': '布局设置',
    'admin.layout.userMenu': '{name} 的账户菜单',
  },
  'zh-hk': {
    'admin.layout.appTitle': 'Labelwise 管理後台',
    'admin.layout.dashboard': '首頁',
    'admin.layout.logout': '退出登錄',
    'admin.layout.toggleSidebar': '顯示或隱藏菜單',
    'admin.layout.exitFullscreen': '退出全屏',
    'admin.layout.fullscreen': '全屏',
    'admin.layout.layoutSettings': '佈局設置',
    'admin.layout.userMenu': '{name} 的賬戶菜單',
  },
  'de-de': {
    'admin.layout.appTitle': 'Labelwise Verwaltung',
    'admin.layout.dashboard': 'Übersicht',
    'admin.layout.logout': 'Abmelden',
    'admin.layout.toggleSidebar': 'Menü ein- oder ausblenden',
    'admin.layout.exitFullscreen': 'Vollbild beenden',
    'admin.layout.fullscreen': 'Vollbild',
    'admin.layout.layoutSettings': 'Layouteinstellungen',
    'admin.layout.userMenu': 'Kontomenü von {name}',
  },
  'fr-fr': {
    'admin.layout.appTitle': 'Administration Labelwise',
    'admin.layout.dashboard': 'Tableau de bord',
    'admin.layout.logout': 'Se déconnecter',
    'admin.layout.toggleSidebar': 'Afficher ou masquer le menu',
    'admin.layout.exitFullscreen': 'Quitter le plein écran',
    'admin.layout.fullscreen': 'Plein écran',
    'admin.layout.layoutSettings': 'Paramètres de mise en page',
    'admin.layout.userMenu': 'Menu du compte de {name}',
  },
  'es-es': {
    'admin.layout.appTitle': 'Administración de Labelwise',
    'admin.layout.dashboard': 'Panel',
    'admin.layout.logout': 'Cerrar sesión',
    'admin.layout.toggleSidebar': 'Mostrar u ocultar el menú',
    'admin.layout.exitFullscreen': 'Salir de pantalla completa',
    'admin.layout.fullscreen': 'Pantalla completa',
    'admin.layout.layoutSettings': 'Ajustes de diseño',
    'admin.layout.userMenu': 'Menú de la cuenta de {name}',
  },
};
