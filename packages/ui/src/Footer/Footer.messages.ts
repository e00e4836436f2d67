import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  pages: { id: 'lw.footer.pages', defaultMessage: 'Pages', description: 'Heading of the footer list of site pages' },
  features: {
    id: 'lw.footer.features',
    defaultMessage: 'Features',
    description: 'Heading of the footer list of product features',
  },
  guides: {
    id: 'lw.footer.guides',
    defaultMessage: 'Guides',
    description: 'Heading of the footer list of setup guides',
  },
  privacy: {
    id: 'lw.footer.privacy',
    defaultMessage: 'Privacy & Compliance',
    description: 'Footer link to the privacy page (en-us only)',
  },
  copyright: {
    id: 'lw.footer.copyright',
    defaultMessage: '© {year} {brand}. All rights reserved.',
    description: 'Copyright line; year is preformatted text, brand the brand name',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.footer.pages': '页面',
    'lw.footer.features': '功能',
    'lw.footer.guides': '指南',
    'lw.footer.privacy': '隐私与合规',
    'lw.footer.copyright': '© {year} {brand}。保留所有权利。',
  },
  'zh-hk': {
    'lw.footer.pages': '頁面',
    'lw.footer.features': '功能',
    'lw.footer.guides': '指南',
    'lw.footer.privacy': '私隱與合規',
    'lw.footer.copyright': '© {year} {brand}。保留所有權利。',
  },
  'de-de': {
    'lw.footer.pages': 'Seiten',
    'lw.footer.features': 'Funktionen',
    'lw.footer.guides': 'Anleitungen',
    'lw.footer.privacy': 'Datenschutz & Compliance',
    'lw.footer.copyright': '© {year} {brand}. Alle Rechte vorbehalten.',
  },
  'fr-fr': {
    'lw.footer.pages': 'Pages',
    'lw.footer.features': 'Fonctionnalités',
    'lw.footer.guides': 'Guides',
    'lw.footer.privacy': 'Confidentialité et conformité',
    'lw.footer.copyright': '© {year} {brand}. Tous droits réservés.',
  },
  'es-es': {
    'lw.footer.pages': 'Páginas',
    'lw.footer.features': 'Funciones',
    'lw.footer.guides': 'Guías',
    'lw.footer.privacy': 'Privacidad y cumplimiento',
    'lw.footer.copyright': '© {year} {brand}. Todos los derechos reservados.',
  },
};
