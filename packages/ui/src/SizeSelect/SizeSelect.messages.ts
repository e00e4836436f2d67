import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  label: {
    id: 'lw.sizeSelect.label',
    defaultMessage: 'Component size',
    description: 'Accessible name of the icon button that opens the component-size menu, and of the menu',
  },
  default: { id: 'lw.sizeSelect.default', defaultMessage: 'Default', description: 'The largest component size' },
  medium: {
    id: 'lw.sizeSelect.medium',
    defaultMessage: 'Medium',
    description: 'A component size (the product default)',
  },
  small: { id: 'lw.sizeSelect.small', defaultMessage: 'Small', description: 'A component size' },
  mini: { id: 'lw.sizeSelect.mini', defaultMessage: 'Mini', description: 'The smallest component size' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.sizeSelect.label': '组件尺寸',
    'lw.sizeSelect.default': '默认',
    'lw.sizeSelect.medium': '中等',
    'lw.sizeSelect.small': '小型',
    'lw.sizeSelect.mini': '迷你',
  },
  'zh-hk': {
    'lw.sizeSelect.label': '組件尺寸',
    'lw.sizeSelect.default': '預設',
    'lw.sizeSelect.medium': '中等',
    'lw.sizeSelect.small': '小型',
    'lw.sizeSelect.mini': '迷你',
  },
  'de-de': {
    'lw.sizeSelect.label': 'Komponentengröße',
    'lw.sizeSelect.default': 'Standard',
    'lw.sizeSelect.medium': 'Mittel',
    'lw.sizeSelect.small': 'Klein',
    'lw.sizeSelect.mini': 'Mini',
  },
  'fr-fr': {
    'lw.sizeSelect.label': 'Taille des composants',
    'lw.sizeSelect.default': 'Par défaut',
    'lw.sizeSelect.medium': 'Moyenne',
    'lw.sizeSelect.small': 'Petite',
    'lw.sizeSelect.mini': 'Mini',
  },
  'es-es': {
    'lw.sizeSelect.label': 'Tamaño de los componentes',
    'lw.sizeSelect.default': 'Predeterminado',
    'lw.sizeSelect.medium': 'Mediano',
    'lw.sizeSelect.small': 'Pequeño',
    'lw.sizeSelect.mini': 'Mini',
  },
};
