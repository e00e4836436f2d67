import { defineArea } from '../define';
import { sharedTexts } from './shared';

/** Printers page (/printers): the driver and manual finder. */
export const printers = defineArea('site.printers', {
  intro: {
    'en-us': 'Choose your printer’s brand and model, or type the model number printed on the label under the printer.',
    'zh-cn': '选择打印机的品牌和型号，或输入打印机底部标签上的型号。',
    'zh-hk': '選擇打印機的品牌和型號，或輸入打印機底部標籤上的型號。',
    'de-de':
      'Wählen Sie Marke und Modell Ihres Druckers oder geben Sie die Modellnummer vom Typenschild unter dem Drucker ein.',
    'fr-fr':
      'Choisissez la marque et le modèle de votre imprimante, ou saisissez la référence inscrite sur l’étiquette sous l’imprimante.',
    'es-es':
      'Elija la marca y el modelo de su impresora, o escriba el número de modelo que figura en la etiqueta de la parte inferior.',
  },
  brand: { 'en-us': 'Brand', 'zh-cn': '品牌', 'zh-hk': '品牌', 'de-de': 'Marke', 'fr-fr': 'Marque', 'es-es': 'Marca' },
  brandList: {
    'en-us': 'Printer brands',
    'zh-cn': '打印机品牌',
    'zh-hk': '打印機品牌',
    'de-de': 'Druckermarken',
    'fr-fr': 'Marques d’imprimantes',
    'es-es': 'Marcas de impresoras',
  },
  model: {
    'en-us': 'Model',
    'zh-cn': '型号',
    'zh-hk': '型號',
    'de-de': 'Modell',
    'fr-fr': 'Modèle',
    'es-es': 'Modelo',
  },
  selectPlaceholder: sharedTexts.pleaseSelect,
  searchLabel: {
    'en-us': 'Search by model',
    'zh-cn': '按型号搜索',
    'zh-hk': '按型號搜尋',
    'de-de': 'Nach Modell suchen',
    'fr-fr': 'Rechercher par modèle',
    'es-es': 'Buscar por modelo',
  },
  searchPlaceholder: {
    'en-us': 'Please enter the model number',
    'zh-cn': '请输入型号',
    'zh-hk': '請輸入型號',
    'de-de': 'Bitte Modellnummer eingeben',
    'fr-fr': 'Veuillez saisir la référence du modèle',
    'es-es': 'Introduzca el número de modelo',
  },
  searchPlaceholderAlt: {
    'en-us': 'Please enter the model to search',
    'zh-cn': '请输入要搜索的型号',
    'zh-hk': '請輸入要搜尋的型號',
    'de-de': 'Bitte das gesuchte Modell eingeben',
    'fr-fr': 'Veuillez saisir le modèle à rechercher',
    'es-es': 'Introduzca el modelo que desea buscar',
  },
  searchHint: {
    'en-us': 'Dashes and spaces are optional: “pm241” finds PM-241-BT.',
    'zh-cn': '可省略连字符和空格：输入“pm241”即可找到 PM-241-BT。',
    'zh-hk': '可省略連字號和空格：輸入「pm241」即可找到 PM-241-BT。',
    'de-de': 'Bindestriche und Leerzeichen sind optional: „pm241“ findet PM-241-BT.',
    'fr-fr': 'Tirets et espaces facultatifs : « pm241 » trouve PM-241-BT.',
    'es-es': 'Los guiones y espacios son opcionales: «pm241» encuentra PM-241-BT.',
  },
  search: {
    'en-us': 'Search',
    'zh-cn': '搜索',
    'zh-hk': '搜尋',
    'de-de': 'Suchen',
    'fr-fr': 'Rechercher',
    'es-es': 'Buscar',
  },
  reset: {
    'en-us': 'Reset',
    'zh-cn': '重置',
    'zh-hk': '重設',
    'de-de': 'Zurücksetzen',
    'fr-fr': 'Réinitialiser',
    'es-es': 'Restablecer',
  },
  matches: {
    'en-us': '{count, plural, =0 {No printers match} one {# printer matches} other {# printers match}}',
    'zh-cn': '{count, plural, =0 {没有匹配的打印机} other {找到 # 台打印机}}',
    'zh-hk': '{count, plural, =0 {沒有相符的打印機} other {找到 # 部打印機}}',
    'de-de': '{count, plural, =0 {Kein Drucker gefunden} one {# Drucker gefunden} other {# Drucker gefunden}}',
    'fr-fr':
      '{count, plural, =0 {Aucune imprimante trouvée} one {# imprimante trouvée} other {# imprimantes trouvées}}',
    'es-es':
      '{count, plural, =0 {Ninguna impresora coincide} one {# impresora coincide} other {# impresoras coinciden}}',
  },
  noMatch: {
    'en-us': 'No printer matches “{keyword}”',
    'zh-cn': '没有与“{keyword}”匹配的打印机',
    'zh-hk': '沒有與「{keyword}」相符的打印機',
    'de-de': 'Kein Drucker passt zu „{keyword}“',
    'fr-fr': 'Aucune imprimante ne correspond à « {keyword} »',
    'es-es': 'Ninguna impresora coincide con «{keyword}»',
  },
  noMatchOs: {
    'en-us': 'No printer with {os} drivers matches “{keyword}”',
    'zh-cn': '没有与“{keyword}”匹配且提供 {os} 驱动的打印机',
    'zh-hk': '沒有與「{keyword}」相符且提供 {os} 驅動程式的打印機',
    'de-de': 'Kein Drucker mit {os}-Treibern passt zu „{keyword}“',
    'fr-fr': 'Aucune imprimante avec pilotes {os} ne correspond à « {keyword} »',
    'es-es': 'Ninguna impresora con controladores para {os} coincide con «{keyword}»',
  },
  noMatchHint: {
    'en-us':
      'Check the model number on the label under the printer, type only part of it (for example “pm241”), or choose your printer’s brand above.',
    'zh-cn': '请核对打印机底部标签上的型号，只输入其中一部分（例如“pm241”），或在上方选择打印机品牌。',
    'zh-hk': '請核對打印機底部標籤上的型號，只輸入其中一部分（例如「pm241」），或在上方選擇打印機品牌。',
    'de-de':
      'Prüfen Sie die Modellnummer auf dem Typenschild unter dem Drucker, geben Sie nur einen Teil ein (zum Beispiel „pm241“) oder wählen Sie oben die Marke Ihres Druckers.',
    'fr-fr':
      'Vérifiez la référence sur l’étiquette sous l’imprimante, saisissez-en seulement une partie (par exemple « pm241 ») ou choisissez la marque de votre imprimante ci-dessus.',
    'es-es':
      'Compruebe el número de modelo en la etiqueta de la parte inferior, escriba solo una parte (por ejemplo «pm241») o elija arriba la marca de su impresora.',
  },
  osSummary: {
    'en-us':
      '{count, plural, one {# of {total} printers has {os} drivers} other {# of {total} printers have {os} drivers}}',
    'zh-cn': '{total} 台打印机中有 {count, plural, other {# 台}}提供 {os} 驱动',
    'zh-hk': '{total} 部打印機中有 {count, plural, other {# 部}}提供 {os} 驅動程式',
    'de-de':
      '{count, plural, one {# von {total} Druckern hat {os}-Treiber} other {# von {total} Druckern haben {os}-Treiber}}',
    'fr-fr':
      '{count, plural, one {# imprimante sur {total} a des pilotes {os}} other {# imprimantes sur {total} ont des pilotes {os}}}',
    'es-es':
      '{count, plural, one {# de {total} impresoras tiene controladores para {os}} other {# de {total} impresoras tienen controladores para {os}}}',
  },
  showAllSystems: {
    'en-us': 'Show drivers for every system',
    'zh-cn': '显示所有系统的驱动',
    'zh-hk': '顯示所有系統的驅動程式',
    'de-de': 'Treiber für alle Systeme zeigen',
    'fr-fr': 'Afficher les pilotes de tous les systèmes',
    'es-es': 'Mostrar controladores para todos los sistemas',
  },
  noOsDriver: {
    'en-us': 'There is no {os} driver for {model}.',
    'zh-cn': '{model} 没有 {os} 驱动。',
    'zh-hk': '{model} 沒有 {os} 驅動程式。',
    'de-de': 'Für {model} gibt es keinen {os}-Treiber.',
    'fr-fr': 'Il n’existe pas de pilote {os} pour {model}.',
    'es-es': '{model} no tiene controlador para {os}.',
  },
  driversTitle: {
    'en-us': 'Drivers for {model}',
    'zh-cn': '{model} 驱动程序',
    'zh-hk': '{model} 驅動程式',
    'de-de': 'Treiber für {model}',
    'fr-fr': 'Pilotes pour {model}',
    'es-es': 'Controladores para {model}',
  },
  manualsTitle: {
    'en-us': 'Manuals for {model}',
    'zh-cn': '{model} 说明书',
    'zh-hk': '{model} 說明書',
    'de-de': 'Handbücher für {model}',
    'fr-fr': 'Manuels pour {model}',
    'es-es': 'Manuales para {model}',
  },
  noData: sharedTexts.noData,
  chooseModel: {
    'en-us': 'Choose a brand and model, or search by model number, to see its drivers and manuals.',
    'zh-cn': '选择品牌和型号或按型号搜索，即可查看对应的驱动和说明书。',
    'zh-hk': '選擇品牌和型號或按型號搜尋，即可查看對應的驅動程式和說明書。',
    'de-de': 'Wählen Sie Marke und Modell oder suchen Sie nach der Modellnummer, um Treiber und Handbücher zu sehen.',
    'fr-fr': 'Choisissez une marque et un modèle, ou recherchez par référence, pour afficher pilotes et manuels.',
    'es-es': 'Elija marca y modelo, o busque por número de modelo, para ver sus controladores y manuales.',
  },
  openGuide: {
    'en-us': 'Read the {model} setup guide',
    'zh-cn': '阅读 {model} 设置指南',
    'zh-hk': '閱讀 {model} 設定指南',
    'de-de': 'Einrichtungsanleitung für {model} lesen',
    'fr-fr': 'Lire le guide d’installation {model}',
    'es-es': 'Leer la guía de configuración de {model}',
  },
  checksumHint: {
    'en-us': 'Compare the SHA-256 checksum with the downloaded file to make sure it is complete and unmodified.',
    'zh-cn': '将 SHA-256 校验值与下载的文件比对，确认文件完整且未被修改。',
    'zh-hk': '將 SHA-256 校驗值與下載的檔案比對，確認檔案完整且未被修改。',
    'de-de':
      'Vergleichen Sie die SHA-256-Prüfsumme mit der heruntergeladenen Datei, um sicherzugehen, dass sie vollständig und unverändert ist.',
    'fr-fr': 'Comparez la somme SHA-256 avec le fichier téléchargé pour vérifier qu’il est complet et non modifié.',
    'es-es': 'Compare la suma SHA-256 con el archivo descargado para comprobar que está completo y sin modificar.',
  },
  macNote: {
    'en-us': 'Mac drivers require macOS 10.14 Mojave or later.',
    'zh-cn': 'Mac 驱动需要 macOS 10.14 Mojave 或更高版本。',
    'zh-hk': 'Mac 驅動程式需要 macOS 10.14 Mojave 或更高版本。',
    'de-de': 'Mac-Treiber erfordern macOS 10.14 Mojave oder neuer.',
    'fr-fr': 'Les pilotes Mac nécessitent macOS 10.14 Mojave ou version ultérieure.',
    'es-es': 'Los controladores para Mac requieren macOS 10.14 Mojave o posterior.',
  },
  loadFailed: {
    'en-us': 'The printer list could not be loaded. Please try again.',
    'zh-cn': '无法加载打印机列表，请重试。',
    'zh-hk': '無法載入打印機列表，請重試。',
    'de-de': 'Die Druckerliste konnte nicht geladen werden. Bitte erneut versuchen.',
    'fr-fr': 'La liste des imprimantes n’a pas pu être chargée. Veuillez réessayer.',
    'es-es': 'No se pudo cargar la lista de impresoras. Inténtelo de nuevo.',
  },
});
