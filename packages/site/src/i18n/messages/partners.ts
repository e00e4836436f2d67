import { defineArea } from '../define';

/** Partner-brand pages (/phomemo, /itari, /omezizy). */
export const partners = defineArea('site.partners', {
  phomemoIntro: {
    'en-us':
      'Phomemo makes compact thermal label and shipping-label printers. Every Phomemo model on this site works with Labelwise over USB, and the Bluetooth models print from your phone as well.',
    'zh-cn':
      'Phomemo 生产小巧的热敏标签和运单打印机。本站列出的所有 Phomemo 型号都可通过 USB 配合 Labelwise 使用，蓝牙型号还可用手机打印。',
    'zh-hk':
      'Phomemo 生產小巧的熱敏標籤和運單打印機。本站列出的所有 Phomemo 型號都可透過 USB 配合 Labelwise 使用，藍牙型號亦可用手機列印。',
    'de-de':
      'Phomemo baut kompakte Thermo-Etiketten- und Versandetikettendrucker. Alle hier aufgeführten Phomemo-Modelle funktionieren per USB mit Labelwise, die Bluetooth-Modelle drucken auch vom Smartphone.',
    'fr-fr':
      'Phomemo fabrique des imprimantes thermiques compactes pour étiquettes et étiquettes d’expédition. Tous les modèles Phomemo de ce site fonctionnent avec Labelwise en USB, et les modèles Bluetooth impriment aussi depuis votre téléphone.',
    'es-es':
      'Phomemo fabrica impresoras térmicas compactas de etiquetas y de etiquetas de envío. Todos los modelos Phomemo de este sitio funcionan con Labelwise por USB, y los modelos Bluetooth también imprimen desde el móvil.',
  },
  itariIntro: {
    'en-us':
      'Itari printers are built for 4x6 in shipping labels. Print labels from your marketplace or carrier PDF with Labelwise, or install the driver to print from your shipping software.',
    'zh-cn':
      'Itari 打印机专为 4x6 英寸运单设计。可使用 Labelwise 打印电商平台或快递公司的 PDF 运单，也可安装驱动从物流软件打印。',
    'zh-hk':
      'Itari 打印機專為 4x6 吋運單設計。可使用 Labelwise 列印網購平台或速遞公司的 PDF 運單，亦可安裝驅動程式從物流軟件列印。',
    'de-de':
      'Itari-Drucker sind für 4x6-Zoll-Versandetiketten gebaut. Drucken Sie Etiketten aus dem PDF Ihres Marktplatzes oder Paketdienstes mit Labelwise oder installieren Sie den Treiber für Ihre Versandsoftware.',
    'fr-fr':
      'Les imprimantes Itari sont conçues pour les étiquettes d’expédition 4x6 pouces. Imprimez le PDF de votre place de marché ou transporteur avec Labelwise, ou installez le pilote pour imprimer depuis votre logiciel d’expédition.',
    'es-es':
      'Las impresoras Itari están pensadas para etiquetas de envío de 4x6 pulgadas. Imprima el PDF de su marketplace o transportista con Labelwise, o instale el controlador para imprimir desde su software de envíos.',
  },
  omezizyIntro: {
    'en-us':
      'Omezizy desktop thermal label printers handle address, product and barcode labels. Labelwise includes templates for their common label sizes.',
    'zh-cn': 'Omezizy 桌面热敏标签打印机可打印地址、产品和条码标签。Labelwise 内置其常用标签尺寸的模板。',
    'zh-hk': 'Omezizy 桌面熱敏標籤打印機可列印地址、產品和條碼標籤。Labelwise 內置其常用標籤尺寸的範本。',
    'de-de':
      'Die Desktop-Thermoetikettendrucker von Omezizy drucken Adress-, Produkt- und Barcode-Etiketten. Labelwise enthält Vorlagen für ihre gängigen Etikettenformate.',
    'fr-fr':
      'Les imprimantes thermiques de bureau Omezizy impriment étiquettes d’adresse, de produit et de code-barres. Labelwise inclut des modèles pour leurs formats d’étiquettes courants.',
    'es-es':
      'Las impresoras térmicas de sobremesa Omezizy imprimen etiquetas de dirección, de producto y de código de barras. Labelwise incluye plantillas para sus tamaños de etiqueta habituales.',
  },
  modelsTitle: {
    'en-us': 'Supported {brand} models',
    'zh-cn': '支持的 {brand} 型号',
    'zh-hk': '支援的 {brand} 型號',
    'de-de': 'Unterstützte {brand}-Modelle',
    'fr-fr': 'Modèles {brand} pris en charge',
    'es-es': 'Modelos de {brand} compatibles',
  },
  setupGuide: {
    'en-us': 'Setup guide',
    'zh-cn': '设置指南',
    'zh-hk': '設定指南',
    'de-de': 'Einrichtungsanleitung',
    'fr-fr': 'Guide d’installation',
    'es-es': 'Guía de configuración',
  },
  visitSite: {
    'en-us': 'Visit the {brand} website',
    'zh-cn': '访问 {brand} 官网',
    'zh-hk': '瀏覽 {brand} 官網',
    'de-de': 'Zur Website von {brand}',
    'fr-fr': 'Visiter le site de {brand}',
    'es-es': 'Visitar el sitio web de {brand}',
  },
  getStarted: {
    'en-us': 'Get started in three steps',
    'zh-cn': '三步快速上手',
    'zh-hk': '三步快速上手',
    'de-de': 'In drei Schritten loslegen',
    'fr-fr': 'Démarrer en trois étapes',
    'es-es': 'Empiece en tres pasos',
  },
  stepDownload: {
    'en-us': 'Download Labelwise for your computer or phone.',
    'zh-cn': '为电脑或手机下载 Labelwise。',
    'zh-hk': '為電腦或手機下載 Labelwise。',
    'de-de': 'Labelwise für Computer oder Smartphone herunterladen.',
    'fr-fr': 'Téléchargez Labelwise pour votre ordinateur ou téléphone.',
    'es-es': 'Descargue Labelwise para su ordenador o móvil.',
  },
  stepConnect: {
    'en-us': 'Connect your {brand} printer by USB or Bluetooth and load labels.',
    'zh-cn': '通过 USB 或蓝牙连接 {brand} 打印机并装入标签。',
    'zh-hk': '透過 USB 或藍牙連接 {brand} 打印機並裝入標籤。',
    'de-de': 'Den {brand}-Drucker per USB oder Bluetooth verbinden und Etiketten einlegen.',
    'fr-fr': 'Connectez votre imprimante {brand} en USB ou Bluetooth et chargez les étiquettes.',
    'es-es': 'Conecte su impresora {brand} por USB o Bluetooth y cargue las etiquetas.',
  },
  stepPrint: {
    'en-us': 'Pick a template for your label size and print.',
    'zh-cn': '选择与标签尺寸匹配的模板并打印。',
    'zh-hk': '選擇與標籤尺寸相符的範本並列印。',
    'de-de': 'Eine Vorlage für Ihr Etikettenformat wählen und drucken.',
    'fr-fr': 'Choisissez un modèle à votre format d’étiquette et imprimez.',
    'es-es': 'Elija una plantilla para su tamaño de etiqueta e imprima.',
  },
});
