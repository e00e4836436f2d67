import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  label: {
    id: 'lw.breadcrumb.label',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb navigation',
  },
  home: { id: 'lw.breadcrumb.home', defaultMessage: 'Home', description: 'The first crumb, linking to the home page' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'lw.breadcrumb.label': '面包屑导航', 'lw.breadcrumb.home': '首页' },
  'zh-hk': { 'lw.breadcrumb.label': '導覽路徑', 'lw.breadcrumb.home': '首頁' },
  'de-de': { 'lw.breadcrumb.label': 'Brotkrümelnavigation', 'lw.breadcrumb.home': 'Startseite' },
  'fr-fr': { 'lw.breadcrumb.label': 'Fil d’Ariane', 'lw.breadcrumb.home': 'Accueil' },
  'es-es': { 'lw.breadcrumb.label': 'Ruta de navegación', 'lw.breadcrumb.home': 'Inicio' },
};
