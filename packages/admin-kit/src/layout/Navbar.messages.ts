import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the navbar's own controls (the layout's shared ones are in Layout.messages.ts). */
export const messages = defineMessages({
  features: { id: 'admin.navbar.features', defaultMessage: 'Product features' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'admin.navbar.features': '产品功能' },
  'zh-hk': { 'admin.navbar.features': '產品功能' },
  'de-de': { 'admin.navbar.features': 'Produktfunktionen' },
  'fr-fr': { 'admin.navbar.features': 'Fonctionnalités du produit' },
  'es-es': { 'admin.navbar.features': 'Funciones del producto' },
};
