import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  sortAscending: {
    id: 'lw.table.sortAscending',
    defaultMessage: 'Sort ascending',
    description: 'Accessible description of a sortable column header whose next click sorts ascending.',
  },
  sortDescending: {
    id: 'lw.table.sortDescending',
    defaultMessage: 'Sort descending',
    description: 'Accessible description of the sorted (ascending) column header: the next click sorts descending.',
  },
  clearSort: {
    id: 'lw.table.clearSort',
    defaultMessage: 'Remove sorting',
    description: 'Accessible description of the sorted (descending) column header: the next click removes the sort.',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.table.sortAscending': '升序排列',
    'lw.table.sortDescending': '降序排列',
    'lw.table.clearSort': '取消排序',
  },
  'zh-hk': {
    'lw.table.sortAscending': '升序排列',
    'lw.table.sortDescending': '降序排列',
    'lw.table.clearSort': '取消排序',
  },
  'de-de': {
    'lw.table.sortAscending': 'Aufsteigend sortieren',
    'lw.table.sortDescending': 'Absteigend sortieren',
    'lw.table.clearSort': 'Sortierung aufheben',
  },
  'fr-fr': {
    'lw.table.sortAscending': 'Trier par ordre croissant',
    'lw.table.sortDescending': 'Trier par ordre décroissant',
    'lw.table.clearSort': 'Annuler le tri',
  },
  'es-es': {
    'lw.table.sortAscending': 'Ordenar de forma ascendente',
    'lw.table.sortDescending': 'Ordenar de forma descendente',
    'lw.table.clearSort': 'Quitar la ordenación',
  },
};
