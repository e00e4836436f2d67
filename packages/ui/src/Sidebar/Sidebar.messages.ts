import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  label: {
    id: 'lw.sidebar.label',
    defaultMessage: 'Side menu',
    description: 'Accessible name of the admin shell’s vertical navigation menu',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'lw.sidebar.label': '侧边菜单' },
  'zh-hk': { 'lw.sidebar.label': '側邊選單' },
  'de-de': { 'lw.sidebar.label': 'Seitenmenü' },
  'fr-fr': { 'lw.sidebar.label': 'Menu latéral' },
  'es-es': { 'lw.sidebar.label': 'Menú lateral' },
};
