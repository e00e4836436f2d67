import { defineArea } from '../define';

/** /mobile: where Index and Guides send visitors on small screens. */
export const mobile = defineArea('site.mobile', {
  headline: {
    'en-us': 'Print labels from your phone',
    'zh-cn': '用手机打印标签',
    'zh-hk': '用手機列印標籤',
    'de-de': 'Etiketten vom Smartphone drucken',
    'fr-fr': 'Imprimez vos étiquettes depuis votre téléphone',
    'es-es': 'Imprima etiquetas desde su móvil',
  },
  body: {
    'en-us':
      'Get the free Labelwise app, connect your printer over Bluetooth and print shipping labels, price tags and barcodes wherever you are.',
    'zh-cn': '下载免费的 Labelwise 应用，通过蓝牙连接打印机，随时随地打印运单、价签和条码。',
    'zh-hk': '下載免費的 Labelwise 應用程式，透過藍牙連接打印機，隨時隨地列印運單、價錢牌和條碼。',
    'de-de':
      'Holen Sie sich die kostenlose Labelwise-App, verbinden Sie Ihren Drucker per Bluetooth und drucken Sie Versandetiketten, Preisschilder und Barcodes, wo immer Sie sind.',
    'fr-fr':
      'Installez l’application gratuite Labelwise, connectez votre imprimante en Bluetooth et imprimez étiquettes d’expédition, de prix et codes-barres où que vous soyez.',
    'es-es':
      'Descargue la aplicación gratuita Labelwise, conecte su impresora por Bluetooth e imprima etiquetas de envío, de precio y códigos de barras esté donde esté.',
  },
  guides: {
    'en-us': 'Watch the mobile video guides',
    'zh-cn': '观看移动端视频指南',
    'zh-hk': '觀看流動版影片指南',
    'de-de': 'Videoanleitungen für die App ansehen',
    'fr-fr': 'Voir les tutoriels vidéo mobiles',
    'es-es': 'Ver los videotutoriales para móvil',
  },
  desktopSite: {
    'en-us': 'Continue to the full website',
    'zh-cn': '继续访问完整网站',
    'zh-hk': '繼續瀏覽完整網站',
    'de-de': 'Weiter zur vollständigen Website',
    'fr-fr': 'Continuer vers le site complet',
    'es-es': 'Ir al sitio web completo',
  },
  troubleshooter: {
    'en-us': 'Printer not printing? Find the cause step by step',
    'zh-cn': '打印机无法打印？逐步查找原因',
    'zh-hk': '打印機無法列印？逐步找出原因',
    'de-de': 'Drucker druckt nicht? Ursache Schritt für Schritt finden',
    'fr-fr': 'L’imprimante n’imprime pas ? Trouvez la cause pas à pas',
    'es-es': '¿La impresora no imprime? Encuentre la causa paso a paso',
  },
  routeDescription: {
    'en-us': 'Get the Labelwise app for iOS or Android and print labels over Bluetooth from your phone.',
    'zh-cn': '下载 iOS 或 Android 版 Labelwise 应用，用手机通过蓝牙打印标签。',
    'zh-hk': '下載 iOS 或 Android 版 Labelwise 應用程式，用手機透過藍牙列印標籤。',
    'de-de': 'Laden Sie die Labelwise-App für iOS oder Android und drucken Sie Etiketten per Bluetooth vom Smartphone.',
    'fr-fr':
      'Installez l’application Labelwise pour iOS ou Android et imprimez vos étiquettes en Bluetooth depuis votre téléphone.',
    'es-es':
      'Descargue la aplicación Labelwise para iOS o Android e imprima etiquetas por Bluetooth desde su teléfono.',
  },
});
