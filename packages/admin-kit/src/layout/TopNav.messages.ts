import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the top navigation that replaces the sidebar's top level. */
export const messages = defineMessages({
  moreMenu: { id: 'admin.topNav.moreMenu', defaultMessage: 'More' },
  topMenu: { id: 'admin.topNav.topMenu', defaultMessage: 'Main menu' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.topNav.moreMenu': '更多菜单',
    'admin.topNav.topMenu': '主菜单',
  },
  'zh-hk': {
    'admin.topNav.moreMenu': '更多選單',
    'admin.topNav.topMenu': '主選單',
  },
  'de-de': {
    'admin.topNav.moreMenu': 'Mehr',
    'admin.topNav.topMenu': 'Hauptmenü',
  },
  'fr-fr': {
    'admin.topNav.moreMenu': 'Plus',
    'admin.topNav.topMenu': 'Menu principal',
  },
  'es-es': {
    'admin.topNav.moreMenu': 'Más',
    'admin.topNav.topMenu': 'Menú principal',
  },
};
