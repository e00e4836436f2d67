import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings every CRUD list shares: export to a spreadsheet. */
export const messages = defineMessages({
  exportXlsx: { id: 'admin.crud.exportXlsx', defaultMessage: 'Export to Excel' },
  yes: { id: 'admin.crud.yes', defaultMessage: 'Yes' },
  no: { id: 'admin.crud.no', defaultMessage: 'No' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.crud.exportXlsx': '导出 Excel',
    'admin.crud.yes': '是',
    'admin.crud.no': '否',
  },
  'zh-hk': {
    'admin.crud.exportXlsx': '匯出 Excel',
    'admin.crud.yes': '是',
    'admin.crud.no': '否',
  },
  'de-de': {
    'admin.crud.exportXlsx': 'Als Excel exportieren',
    'admin.crud.yes': 'Ja',
    'admin.crud.no': 'Nein',
  },
  'fr-fr': {
    'admin.crud.exportXlsx': 'Exporter vers Excel',
    'admin.crud.yes': 'Oui',
    'admin.crud.no': 'Non',
  },
  'es-es': {
    'admin.crud.exportXlsx': 'Exportar a Excel',
    'admin.crud.yes': 'Sí',
    'admin.crud.no': 'No',
  },
};
