import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  navLabel: {
    id: 'lw.topBar.navLabel',
    defaultMessage: 'Main',
    description: 'Accessible name of the top bar navigation landmark',
  },
  home: { id: 'lw.topBar.home', defaultMessage: 'Home', description: 'The Home link of the top bar' },
  more: {
    id: 'lw.topBar.more',
    defaultMessage: 'More',
    description: 'Opens the menu items that do not fit in the top bar',
  },
  ship: {
    id: 'lw.topBar.ship',
    defaultMessage: 'Ship',
    description: 'Button opening the external shipping service (English site only)',
  },
  openMenu: {
    id: 'lw.topBar.openMenu',
    defaultMessage: 'Open menu',
    description: 'Hamburger button on mobile, menu closed',
  },
  closeMenu: {
    id: 'lw.topBar.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Hamburger button on mobile, menu open',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.topBar.navLabel': '主导航',
    'lw.topBar.home': '首页',
    'lw.topBar.more': '更多',
    'lw.topBar.ship': '发货',
    'lw.topBar.openMenu': '打开菜单',
    'lw.topBar.closeMenu': '关闭菜单',
  },
  'zh-hk': {
    'lw.topBar.navLabel': '主導覽',
    'lw.topBar.home': '首頁',
    'lw.topBar.more': '更多',
    'lw.topBar.ship': '寄件',
    'lw.topBar.openMenu': '打開選單',
    'lw.topBar.closeMenu': '關閉選單',
  },
  'de-de': {
    'lw.topBar.navLabel': 'Hauptnavigation',
    'lw.topBar.home': 'Startseite',
    'lw.topBar.more': 'Mehr',
    'lw.topBar.ship': 'Versand',
    'lw.topBar.openMenu': 'Menü öffnen',
    'lw.topBar.closeMenu': 'Menü schließen',
  },
  'fr-fr': {
    'lw.topBar.navLabel': 'Navigation principale',
    'lw.topBar.home': 'Accueil',
    'lw.topBar.more': 'Plus',
    'lw.topBar.ship': 'Expédition',
    'lw.topBar.openMenu': 'Ouvrir le menu',
    'lw.topBar.closeMenu': 'Fermer le menu',
  },
  'es-es': {
    'lw.topBar.navLabel': 'Navegación principal',
    'lw.topBar.home': 'Inicio',
    'lw.topBar.more': 'Más',
    'lw.topBar.ship': 'Envíos',
    'lw.topBar.openMenu': 'Abrir el menú',
    'lw.topBar.closeMenu': 'Cerrar el menú',
  },
};
