import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the navbar's own controls (the shell's shared ones are in shell/shell.messages.ts). */
export const messages = defineMessages({
  features: { id: 'admin.navbar.features', defaultMessage: 'Product features' },
  /** The account menu's entry and the title of the page it opens. */
  profile: { id: 'admin.navbar.profile', defaultMessage: 'My profile' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'admin.navbar.features': '产品功能', 'admin.navbar.profile': '个人中心' },
  'zh-hk': { 'admin.navbar.features': '產品功能', 'admin.navbar.profile': '個人中心' },
  'de-de': { 'admin.navbar.features': 'Produktfunktionen', 'admin.navbar.profile': 'Mein Profil' },
  'fr-fr': { 'admin.navbar.features': 'Fonctionnalités du produit', 'admin.navbar.profile': 'Mon profil' },
  'es-es': { 'admin.navbar.features': 'Funciones del producto', 'admin.navbar.profile': 'Mi perfil' },
};
