import { defineMessages, type Translations } from './defineMessages';

/** Strings shared by several components. */
export const messages = defineMessages({
  noData: { id: 'lw.common.noData', defaultMessage: 'No data' },
  loading: { id: 'lw.common.loading', defaultMessage: 'Loading…' },
  close: { id: 'lw.common.close', defaultMessage: 'Close' },
  confirm: { id: 'lw.common.confirm', defaultMessage: 'OK' },
  cancel: { id: 'lw.common.cancel', defaultMessage: 'Cancel' },
  pleaseSelect: { id: 'lw.common.pleaseSelect', defaultMessage: 'Please select' },
  pleaseInput: { id: 'lw.common.pleaseInput', defaultMessage: 'Please input' },
  opensInNewTab: { id: 'lw.common.opensInNewTab', defaultMessage: '(opens in a new tab)' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.common.noData': '暂无数据',
    'lw.common.loading': '加载中…',
    'lw.common.close': '关闭',
    'lw.common.confirm': '确定',
    'lw.common.cancel': '取消',
    'lw.common.pleaseSelect': '请选择',
    'lw.common.pleaseInput': '请输入',
    'lw.common.opensInNewTab': '（在新标签页中打开）',
  },
  'zh-hk': {
    'lw.common.noData': '暫無數據',
    'lw.common.loading': '載入中…',
    'lw.common.close': '關閉',
    'lw.common.confirm': '確定',
    'lw.common.cancel': '取消',
    'lw.common.pleaseSelect': '請選擇',
    'lw.common.pleaseInput': '請輸入',
    'lw.common.opensInNewTab': '（在新分頁中開啟）',
  },
  'de-de': {
    'lw.common.noData': 'Keine Daten',
    'lw.common.loading': 'Wird geladen…',
    'lw.common.close': 'Schließen',
    'lw.common.confirm': 'OK',
    'lw.common.cancel': 'Abbrechen',
    'lw.common.pleaseSelect': 'Bitte auswählen',
    'lw.common.pleaseInput': 'Bitte eingeben',
    'lw.common.opensInNewTab': '(öffnet in neuem Tab)',
  },
  'fr-fr': {
    'lw.common.noData': 'Aucune donnée',
    'lw.common.loading': 'Chargement…',
    'lw.common.close': 'Fermer',
    'lw.common.confirm': 'OK',
    'lw.common.cancel': 'Annuler',
    'lw.common.pleaseSelect': 'Veuillez sélectionner',
    'lw.common.pleaseInput': 'Veuillez saisir',
    'lw.common.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  },
  'es-es': {
    'lw.common.noData': 'Sin datos',
    'lw.common.loading': 'Cargando…',
    'lw.common.close': 'Cerrar',
    'lw.common.confirm': 'Aceptar',
    'lw.common.cancel': 'Cancelar',
    'lw.common.pleaseSelect': 'Seleccione',
    'lw.common.pleaseInput': 'Introduzca un valor',
    'lw.common.opensInNewTab': '(se abre en una pestaña nueva)',
  },
};
