import { defineMessages, type Translations } from '../i18n/defineMessages';

/**
 * Strings of the table cells DriverTable and ManualsTable share. The id predates the shared cells and stays as it
 * was, so catalogs that override it keep working.
 */
export const messages = defineMessages({
  notAvailable: { id: 'lw.driverTable.notAvailable', defaultMessage: 'Not available' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'lw.driverTable.notAvailable': '暂无' },
  'zh-hk': { 'lw.driverTable.notAvailable': '暫無' },
  'de-de': { 'lw.driverTable.notAvailable': 'Nicht verfügbar' },
  'fr-fr': { 'lw.driverTable.notAvailable': 'Non disponible' },
  'es-es': { 'lw.driverTable.notAvailable': 'No disponible' },
};
