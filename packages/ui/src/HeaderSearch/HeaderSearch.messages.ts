import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  label: {
    id: 'lw.headerSearch.label',
    defaultMessage: 'Search pages',
    description: 'Accessible name of the search box and its result list',
  },
  placeholder: {
    id: 'lw.headerSearch.placeholder',
    defaultMessage: 'Search',
    description: 'Placeholder of the header search box',
  },
  noResults: {
    id: 'lw.headerSearch.noResults',
    defaultMessage: 'No matching pages',
    description: 'Shown when the query matches no route',
  },
  resultCount: {
    id: 'lw.headerSearch.resultCount',
    defaultMessage: '{count, plural, one {# page found} other {# pages found}}',
    description: 'Announced to screen readers as the result list changes',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.headerSearch.label': '搜索页面',
    'lw.headerSearch.placeholder': '搜索',
    'lw.headerSearch.noResults': '没有匹配的页面',
    'lw.headerSearch.resultCount': '{count, plural, other {找到 # 个页面}}',
  },
  'zh-hk': {
    'lw.headerSearch.label': '搜尋頁面',
    'lw.headerSearch.placeholder': '搜尋',
    'lw.headerSearch.noResults': '沒有相符的頁面',
    'lw.headerSearch.resultCount': '{count, plural, other {找到 # 個頁面}}',
  },
  'de-de': {
    'lw.headerSearch.label': 'Seiten durchsuchen',
    'lw.headerSearch.placeholder': 'Suchen',
    'lw.headerSearch.noResults': 'Keine passenden Seiten',
    'lw.headerSearch.resultCount': '{count, plural, one {# Seite gefunden} other {# Seiten gefunden}}',
  },
  'fr-fr': {
    'lw.headerSearch.label': 'Rechercher des pages',
    'lw.headerSearch.placeholder': 'Rechercher',
    'lw.headerSearch.noResults': 'Aucune page correspondante',
    'lw.headerSearch.resultCount': '{count, plural, one {# page trouvée} other {# pages trouvées}}',
  },
  'es-es': {
    'lw.headerSearch.label': 'Buscar páginas',
    'lw.headerSearch.placeholder': 'Buscar',
    'lw.headerSearch.noResults': 'No hay páginas que coincidan',
    'lw.headerSearch.resultCount': '{count, plural, one {# página encontrada} other {# páginas encontradas}}',
  },
};
