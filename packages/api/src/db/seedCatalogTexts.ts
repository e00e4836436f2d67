import { sql, type Transaction } from 'kysely';
import { LABEL_PRINTER_TEXTS } from '@labelwise/contract/catalog-seed';
import { DRIVER_OS } from '@labelwise/contract/rules';
import type { DB } from './types.js';

type Tx = Transaction<DB>;
/** A text column of the other languages that nobody has filled yet. */
const untranslated = (column: string) => sql<boolean>`${sql.ref(column)} = '{}'::jsonb`;
type Others = Record<'zh-cn' | 'zh-hk' | 'de-de' | 'fr-fr' | 'es-es', string>;

const BRAND_NAMES: Record<string, Others> = {
  generic: { 'zh-cn': '通用', 'zh-hk': '通用', 'de-de': 'Generisch', 'fr-fr': 'Générique', 'es-es': 'Genérica' },
};

const OS_WORD: Record<'windows' | 'macos' | 'linux', string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux' };

/** "{model} {os} driver", "{model} user manual" and the seeded descriptions, per language. */
const T = {
  driver: {
    'zh-cn': '{model} {os} 驱动程序',
    'zh-hk': '{model} {os} 驅動程式',
    'de-de': '{model} {os}-Treiber',
    'fr-fr': 'Pilote {os} pour {model}',
    'es-es': 'Controlador de {os} para {model}',
  },
  manual: {
    'zh-cn': '{model} 用户手册',
    'zh-hk': '{model} 使用手冊',
    'de-de': '{model} Benutzerhandbuch',
    'fr-fr': 'Manuel utilisateur {model}',
    'es-es': 'Manual de usuario de {model}',
  },
  manualBluetooth: {
    'zh-cn': '设置、装入标签和蓝牙配对',
    'zh-hk': '設定、裝入標籤及藍牙配對',
    'de-de': 'Einrichtung, Etiketten einlegen und Bluetooth-Kopplung',
    'fr-fr': 'Installation, chargement des étiquettes et appairage Bluetooth',
    'es-es': 'Configuración, carga de etiquetas y emparejamiento Bluetooth',
  },
  manualUsb: {
    'zh-cn': '设置、装入标签和 USB 连接',
    'zh-hk': '設定、裝入標籤及 USB 連接',
    'de-de': 'Einrichtung, Etiketten einlegen und USB-Verbindung',
    'fr-fr': 'Installation, chargement des étiquettes et connexion USB',
    'es-es': 'Configuración, carga de etiquetas y conexión USB',
  },
  model: {
    'zh-cn': '{model} 热敏标签打印机（{connections}）',
    'zh-hk': '{model} 熱敏標籤打印機（{connections}）',
    'de-de': '{model} Thermo-Etikettendrucker ({connections})',
    'fr-fr': 'Imprimante d’étiquettes thermique {model} ({connections})',
    'es-es': 'Impresora térmica de etiquetas {model} ({connections})',
  },
} as const satisfies Record<string, Others>;

const CONNECTION: Record<string, Others> = {
  usb: { 'zh-cn': 'USB', 'zh-hk': 'USB', 'de-de': 'USB', 'fr-fr': 'USB', 'es-es': 'USB' },
  bluetooth: { 'zh-cn': '蓝牙', 'zh-hk': '藍牙', 'de-de': 'Bluetooth', 'fr-fr': 'Bluetooth', 'es-es': 'Bluetooth' },
  wifi: { 'zh-cn': 'Wi-Fi', 'zh-hk': 'Wi-Fi', 'de-de': 'WLAN', 'fr-fr': 'Wi-Fi', 'es-es': 'wifi' },
};
const LIST_SEPARATOR: Others = { 'zh-cn': '、', 'zh-hk': '、', 'de-de': ', ', 'fr-fr': ', ', 'es-es': ', ' };

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);
const each = (make: (l: keyof Others) => string) =>
  JSON.stringify(Object.fromEntries((Object.keys(T.driver) as Array<keyof Others>).map((l) => [l, make(l)])));

/**
 * The seeded catalog's text in the five other languages: brand "Generic", model descriptions, driver and manual
 * titles and manual descriptions, the chart's printer types. Only rows still carrying the seeded English text and
 * no translation are filled, so an operator's own text is never replaced.
 */
export async function catalogTexts(trx: Tx) {
  for (const [slug, names] of Object.entries(BRAND_NAMES)) {
    await trx
      .updateTable('brands')
      .set({ name_i18n: JSON.stringify(names) })
      .where('slug', '=', slug)
      .where(untranslated('name_i18n'))
      .execute();
  }
  for (const [english, others] of Object.entries(LABEL_PRINTER_TEXTS)) {
    await trx
      .updateTable('chart_rows')
      .set({ label_printer_i18n: JSON.stringify(others) })
      .where('label_printer', '=', english)
      .where(untranslated('label_printer_i18n'))
      .execute();
  }
  const models = await trx.selectFrom('printer_models').select(['id', 'name', 'connections', 'description']).execute();
  for (const m of models) {
    const connections = (l: keyof Others) => m.connections.map((c) => CONNECTION[c]?.[l] ?? c).join(LIST_SEPARATOR[l]);
    if (m.description === `${m.name} thermal label printer (${m.connections.join(', ')})`)
      await trx
        .updateTable('printer_models')
        .set({ description_i18n: each((l) => fill(T.model[l], { model: m.name, connections: connections(l) })) })
        .where('id', '=', m.id)
        .where(untranslated('description_i18n'))
        .execute();
    for (const os of DRIVER_OS)
      await trx
        .updateTable('drivers')
        .set({ title_i18n: each((l) => fill(T.driver[l], { model: m.name, os: OS_WORD[os] })) })
        .where('model_id', '=', m.id)
        .where('os', '=', os)
        .where('title', '=', `${m.name} ${OS_WORD[os]} driver`)
        .where(untranslated('title_i18n'))
        .execute();
    const bt = m.connections.includes('bluetooth');
    await trx
      .updateTable('manuals')
      .set({
        title_i18n: each((l) => fill(T.manual[l], { model: m.name })),
        description_i18n: each((l) => (bt ? T.manualBluetooth[l] : T.manualUsb[l])),
      })
      .where('model_id', '=', m.id)
      .where('title', '=', `${m.name} user manual`)
      .where(untranslated('title_i18n'))
      .execute();
  }
}
