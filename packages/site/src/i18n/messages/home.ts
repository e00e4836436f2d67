import { homeContentTexts } from '@labelwise/contract/media';
import { defineArea } from '../define';
import { sharedTexts } from './shared';

/**
 * Home page (/): headline, the product claims, sample labels, barcodes and partners. The headline, subline and sample
 * labels' texts are the contract's `homeContentTexts`, which the API seeds; they are referenced entry by entry, not
 * spread: the build blanks each entry's text (build/locale-catalogs.ts), so the texts ship once, in the catalogs.
 */
export const home = defineArea('site.home', {
  headline: homeContentTexts.headline,
  subline: homeContentTexts.subline,
  ctaDownload: {
    'en-us': 'Download for free',
    'zh-cn': '免费下载',
    'zh-hk': '免費下載',
    'de-de': 'Kostenlos herunterladen',
    'fr-fr': 'Télécharger gratuitement',
    'es-es': 'Descargar gratis',
  },
  ctaPrinters: {
    'en-us': 'Find your printer',
    'zh-cn': '查找您的打印机',
    'zh-hk': '查找您的打印機',
    'de-de': 'Drucker finden',
    'fr-fr': 'Trouver votre imprimante',
    'es-es': 'Buscar su impresora',
  },
  claimDriversTitle: {
    'en-us': 'No complicated drivers',
    'zh-cn': '无需复杂驱动',
    'zh-hk': '無需複雜驅動程式',
    'de-de': 'Keine komplizierten Treiber',
    'fr-fr': 'Pas de pilotes compliqués',
    'es-es': 'Sin controladores complicados',
  },
  claimDriversBody: {
    'en-us':
      'Labelwise talks to supported printers directly over USB or Bluetooth. Plug in, pick your printer and print; a system driver is only needed to print from other programs.',
    'zh-cn':
      'Labelwise 通过 USB 或蓝牙直接连接支持的打印机。插上线、选择打印机即可打印；只有从其他程序打印时才需要安装系统驱动。',
    'zh-hk':
      'Labelwise 透過 USB 或藍牙直接連接支援的打印機。插上線、選擇打印機即可列印；只有從其他程式列印時才需要安裝系統驅動程式。',
    'de-de':
      'Labelwise spricht unterstützte Drucker direkt über USB oder Bluetooth an. Anschließen, Drucker wählen, drucken; einen Systemtreiber brauchen Sie nur zum Drucken aus anderen Programmen.',
    'fr-fr':
      'Labelwise communique directement avec les imprimantes prises en charge en USB ou Bluetooth. Branchez, choisissez l’imprimante et imprimez ; un pilote système n’est utile que pour imprimer depuis d’autres logiciels.',
    'es-es':
      'Labelwise se comunica directamente con las impresoras compatibles por USB o Bluetooth. Conecte, elija la impresora e imprima; solo necesita un controlador del sistema para imprimir desde otros programas.',
  },
  claimPlatformsTitle: {
    'en-us': 'Windows, macOS, iOS and Android',
    'zh-cn': 'Windows、macOS、iOS 和 Android',
    'zh-hk': 'Windows、macOS、iOS 和 Android',
    'de-de': 'Windows, macOS, iOS und Android',
    'fr-fr': 'Windows, macOS, iOS et Android',
    'es-es': 'Windows, macOS, iOS y Android',
  },
  claimPlatformsBody: {
    'en-us':
      'Use the same label designs on your PC, Mac, iPhone, iPad or Android phone, and in Chrome with the browser extension.',
    'zh-cn': '在 PC、Mac、iPhone、iPad 或 Android 手机上，以及通过 Chrome 扩展程序，都能使用同样的标签设计。',
    'zh-hk': '在 PC、Mac、iPhone、iPad 或 Android 手機上，以及透過 Chrome 擴充功能，都能使用同樣的標籤設計。',
    'de-de':
      'Nutzen Sie dieselben Etiketten auf PC, Mac, iPhone, iPad oder Android-Smartphone und mit der Erweiterung auch in Chrome.',
    'fr-fr':
      'Utilisez les mêmes modèles sur PC, Mac, iPhone, iPad ou téléphone Android, et dans Chrome grâce à l’extension.',
    'es-es':
      'Use los mismos diseños en su PC, Mac, iPhone, iPad o móvil Android, y en Chrome con la extensión del navegador.',
  },
  claimExcelTitle: {
    'en-us': 'From Excel or CSV to labels',
    'zh-cn': '从 Excel 或 CSV 直接生成标签',
    'zh-hk': '由 Excel 或 CSV 直接生成標籤',
    'de-de': 'Von Excel oder CSV zum Etikett',
    'fr-fr': 'D’Excel ou CSV à l’étiquette',
    'es-es': 'De Excel o CSV a etiquetas',
  },
  claimExcelBody: {
    'en-us':
      'Import a spreadsheet, map its columns to text and barcode fields, and print one label per row: product lists, addresses or inventory in one batch.',
    'zh-cn': '导入表格，将列对应到文本和条码字段，每行打印一张标签：商品清单、地址或库存一次批量完成。',
    'zh-hk': '匯入表格，將欄位對應到文字和條碼欄，每行列印一張標籤：商品清單、地址或庫存一次批量完成。',
    'de-de':
      'Tabelle importieren, Spalten Text- und Barcodefeldern zuordnen und pro Zeile ein Etikett drucken: Produktlisten, Adressen oder Inventar in einem Durchgang.',
    'fr-fr':
      'Importez un tableur, associez ses colonnes aux champs texte et code-barres et imprimez une étiquette par ligne : produits, adresses ou inventaire en un seul lot.',
    'es-es':
      'Importe una hoja de cálculo, asigne sus columnas a campos de texto y código de barras e imprima una etiqueta por fila: productos, direcciones o inventario de una vez.',
  },
  claimBarcodesTitle: {
    'en-us': 'Many barcode types',
    'zh-cn': '多种条码类型',
    'zh-hk': '多種條碼類型',
    'de-de': 'Viele Barcodetypen',
    'fr-fr': 'De nombreux codes-barres',
    'es-es': 'Muchos tipos de códigos de barras',
  },
  claimBarcodesBody: {
    'en-us':
      'Code 128, Code 39, EAN-13, UPC-A, ITF-14, QR Code, Data Matrix, PDF417 and more, with check digits calculated for you.',
    'zh-cn': '支持 Code 128、Code 39、EAN-13、UPC-A、ITF-14、QR 码、Data Matrix、PDF417 等，自动计算校验位。',
    'zh-hk': '支援 Code 128、Code 39、EAN-13、UPC-A、ITF-14、QR 碼、Data Matrix、PDF417 等，自動計算校驗位。',
    'de-de':
      'Code 128, Code 39, EAN-13, UPC-A, ITF-14, QR-Code, Data Matrix, PDF417 und mehr, Prüfziffern werden automatisch berechnet.',
    'fr-fr':
      'Code 128, Code 39, EAN-13, UPC-A, ITF-14, QR Code, Data Matrix, PDF417 et d’autres, avec calcul automatique de la clé de contrôle.',
    'es-es':
      'Code 128, Code 39, EAN-13, UPC-A, ITF-14, QR, Data Matrix, PDF417 y más, con el dígito de control calculado automáticamente.',
  },
  claimPdfTitle: {
    'en-us': 'PDF cropping and printing',
    'zh-cn': 'PDF 裁剪与打印',
    'zh-hk': 'PDF 裁剪與列印',
    'de-de': 'PDFs zuschneiden und drucken',
    'fr-fr': 'Recadrage et impression de PDF',
    'es-es': 'Recorte e impresión de PDF',
  },
  claimPdfBody: {
    'en-us':
      'Open shipping labels from your marketplace or carrier as PDF, crop them to 4x4, 4x6 or 4x8 in, and print them sharp on a thermal printer.',
    'zh-cn': '打开电商平台或快递公司的 PDF 运单，裁剪为 4x4、4x6 或 4x8 英寸，在热敏打印机上清晰打印。',
    'zh-hk': '開啟網購平台或速遞公司的 PDF 運單，裁剪為 4x4、4x6 或 4x8 吋，在熱敏打印機上清晰列印。',
    'de-de':
      'Versandetiketten Ihres Marktplatzes oder Paketdienstes als PDF öffnen, auf 4x4, 4x6 oder 4x8 Zoll zuschneiden und gestochen scharf auf dem Thermodrucker drucken.',
    'fr-fr':
      'Ouvrez les étiquettes d’expédition PDF de votre place de marché ou transporteur, recadrez-les en 4x4, 4x6 ou 4x8 pouces et imprimez-les nettement sur une imprimante thermique.',
    'es-es':
      'Abra en PDF las etiquetas de envío de su marketplace o transportista, recórtelas a 4x4, 4x6 o 4x8 pulgadas e imprímalas nítidas en una impresora térmica.',
  },
  claimSerialTitle: {
    'en-us': 'Serial numbering',
    'zh-cn': '序列号编号',
    'zh-hk': '序號編號',
    'de-de': 'Fortlaufende Nummerierung',
    'fr-fr': 'Numérotation en série',
    'es-es': 'Numeración en serie',
  },
  claimSerialBody: {
    'en-us':
      'Number assets, tickets or batches automatically: set a start value, step and prefix, in text or inside a barcode.',
    'zh-cn': '自动为资产、票券或批次编号：设置起始值、步长和前缀，可用于文本或条码。',
    'zh-hk': '自動為資產、票券或批次編號：設定起始值、步長和前綴，可用於文字或條碼。',
    'de-de':
      'Inventar, Tickets oder Chargen automatisch nummerieren: Startwert, Schrittweite und Präfix festlegen, als Text oder im Barcode.',
    'fr-fr':
      'Numérotez automatiquement matériel, tickets ou lots : valeur de départ, pas et préfixe, en texte ou dans un code-barres.',
    'es-es':
      'Numere activos, entradas o lotes automáticamente: valor inicial, incremento y prefijo, en texto o dentro de un código de barras.',
  },
  claimFormatsTitle: {
    'en-us': 'Save as .aml, .jpg, .png or .pdf',
    'zh-cn': '保存为 .aml、.jpg、.png 或 .pdf',
    'zh-hk': '儲存為 .aml、.jpg、.png 或 .pdf',
    'de-de': 'Speichern als .aml, .jpg, .png oder .pdf',
    'fr-fr': 'Enregistrement en .aml, .jpg, .png ou .pdf',
    'es-es': 'Guardar como .aml, .jpg, .png o .pdf',
  },
  claimFormatsBody: {
    'en-us':
      'Keep editable designs as .aml files, or export a label as an image or PDF to share it or print it elsewhere.',
    'zh-cn': '可编辑的设计保存为 .aml 文件，也可将标签导出为图片或 PDF，方便分享或在其他地方打印。',
    'zh-hk': '可編輯的設計儲存為 .aml 檔案，亦可將標籤匯出為圖片或 PDF，方便分享或在其他地方列印。',
    'de-de':
      'Bearbeitbare Entwürfe als .aml-Datei behalten oder ein Etikett als Bild oder PDF exportieren, um es zu teilen oder anderswo zu drucken.',
    'fr-fr':
      'Conservez vos créations modifiables en .aml, ou exportez une étiquette en image ou en PDF pour la partager ou l’imprimer ailleurs.',
    'es-es':
      'Conserve los diseños editables como archivos .aml o exporte una etiqueta como imagen o PDF para compartirla o imprimirla en otro lugar.',
  },
  claimTemplatesTitle: {
    'en-us': 'Templates for LW and DK sizes',
    'zh-cn': 'LW 与 DK 尺寸模板',
    'zh-hk': 'LW 與 DK 尺寸範本',
    'de-de': 'Vorlagen für LW- und DK-Formate',
    'fr-fr': 'Modèles aux formats LW et DK',
    'es-es': 'Plantillas para tamaños LW y DK',
  },
  claimTemplatesBody: {
    'en-us':
      'Ready-made templates cover the full range of LW and DK label sizes, plus 4x6 in shipping labels, so your first label is a few clicks away.',
    'zh-cn': '现成模板覆盖全部 LW 和 DK 标签尺寸及 4x6 英寸运单，几次点击即可完成第一张标签。',
    'zh-hk': '現成範本涵蓋全部 LW 和 DK 標籤尺寸及 4x6 吋運單，幾下點擊即可完成第一張標籤。',
    'de-de':
      'Fertige Vorlagen decken alle LW- und DK-Etikettenformate sowie 4x6-Zoll-Versandetiketten ab – Ihr erstes Etikett ist nur wenige Klicks entfernt.',
    'fr-fr':
      'Des modèles prêts à l’emploi couvrent tous les formats d’étiquettes LW et DK ainsi que les étiquettes d’expédition 4x6 pouces : votre première étiquette est à quelques clics.',
    'es-es':
      'Las plantillas listas para usar cubren todos los tamaños de etiqueta LW y DK, además de las etiquetas de envío de 4x6 pulgadas: su primera etiqueta está a pocos clics.',
  },
  samplesTitle: {
    'en-us': 'Made with Labelwise',
    'zh-cn': '用 Labelwise 制作',
    'zh-hk': '用 Labelwise 製作',
    'de-de': 'Mit Labelwise gestaltet',
    'fr-fr': 'Créé avec Labelwise',
    'es-es': 'Hecho con Labelwise',
  },
  sampleShipping: homeContentTexts.sampleShipping,
  sampleAddress: homeContentTexts.sampleAddress,
  samplePrice: homeContentTexts.samplePrice,
  sampleInventory: homeContentTexts.sampleInventory,
  sampleFood: homeContentTexts.sampleFood,
  sampleFolder: homeContentTexts.sampleFolder,
  sampleBadge: homeContentTexts.sampleBadge,
  showcaseTitle: {
    'en-us': 'Everything a small shop prints',
    'zh-cn': '小店所需的打印，一应俱全',
    'zh-hk': '小店所需的列印，一應俱全',
    'de-de': 'Alles, was ein kleiner Betrieb druckt',
    'fr-fr': 'Tout ce qu’imprime une petite boutique',
    'es-es': 'Todo lo que imprime un pequeño negocio',
  },
  showcaseShipping: {
    'en-us':
      'Print shipping labels for 4x4, 4x6, 4x8 and 8.5x11 in layouts straight from the PDF your carrier gives you.',
    'zh-cn': '直接使用快递公司提供的 PDF 打印 4x4、4x6、4x8 和 8.5x11 英寸版式的运单。',
    'zh-hk': '直接使用速遞公司提供的 PDF 列印 4x4、4x6、4x8 和 8.5x11 吋版式的運單。',
    'de-de': 'Drucken Sie Versandetiketten in 4x4, 4x6, 4x8 und 8,5x11 Zoll direkt aus dem PDF Ihres Paketdienstes.',
    'fr-fr':
      'Imprimez vos étiquettes d’expédition aux formats 4x4, 4x6, 4x8 et 8,5x11 pouces directement depuis le PDF du transporteur.',
    'es-es':
      'Imprima etiquetas de envío en formatos de 4x4, 4x6, 4x8 y 8,5x11 pulgadas directamente desde el PDF de su transportista.',
  },
  showcaseProducts: {
    'en-us': 'Turn your product list into barcoded price and stock labels in one batch.',
    'zh-cn': '将商品清单一次性批量转换为带条码的价签和库存标签。',
    'zh-hk': '將商品清單一次過批量轉換為帶條碼的價錢牌和庫存標籤。',
    'de-de': 'Machen Sie aus Ihrer Produktliste in einem Durchgang Preis- und Lageretiketten mit Barcode.',
    'fr-fr': 'Transformez votre liste de produits en étiquettes de prix et de stock avec codes-barres, en un seul lot.',
    'es-es': 'Convierta su lista de productos en etiquetas de precio y de stock con código de barras de una sola vez.',
  },
  showcaseOffice: {
    'en-us': 'Label folders, cables, shelves and equipment with clear text, icons and serial numbers.',
    'zh-cn': '用清晰的文字、图标和序列号标记文件夹、线缆、货架和设备。',
    'zh-hk': '用清晰的文字、圖示和序號標記文件夾、線材、貨架和設備。',
    'de-de': 'Beschriften Sie Ordner, Kabel, Regale und Geräte mit klarem Text, Symbolen und Seriennummern.',
    'fr-fr':
      'Étiquetez classeurs, câbles, étagères et matériel avec du texte lisible, des icônes et des numéros de série.',
    'es-es': 'Etiquete carpetas, cables, estanterías y equipos con texto claro, iconos y números de serie.',
  },
  barcodesTitle: sharedTexts.supportedBarcodes,
  barcodesLink: {
    'en-us': 'See all supported barcodes',
    'zh-cn': '查看全部支持的条码',
    'zh-hk': '查看全部支援的條碼',
    'de-de': 'Alle unterstützten Barcodes ansehen',
    'fr-fr': 'Voir tous les codes-barres pris en charge',
    'es-es': 'Ver todos los códigos de barras compatibles',
  },
  partnersTitle: {
    'en-us': 'Works with printers from',
    'zh-cn': '兼容以下品牌的打印机',
    'zh-hk': '相容以下品牌的打印機',
    'de-de': 'Funktioniert mit Druckern von',
    'fr-fr': 'Compatible avec les imprimantes de',
    'es-es': 'Compatible con impresoras de',
  },
  partnerLogoAlt: {
    'en-us': '{brand} logo',
    'zh-cn': '{brand} 标志',
    'zh-hk': '{brand} 標誌',
    'de-de': '{brand}-Logo',
    'fr-fr': 'Logo {brand}',
    'es-es': 'Logotipo de {brand}',
  },
  routeDescription: {
    'en-us':
      'Design and print labels on Windows, macOS, iOS and Android. Barcodes, Excel and CSV import, PDF shipping labels and templates for LW and DK sizes.',
    'zh-cn':
      '在 Windows、macOS、iOS 和 Android 上设计并打印标签。支持条码、Excel 和 CSV 导入、PDF 运单以及 LW 和 DK 尺寸模板。',
    'zh-hk':
      '在 Windows、macOS、iOS 和 Android 上設計並列印標籤。支援條碼、Excel 和 CSV 匯入、PDF 運單以及 LW 和 DK 尺寸範本。',
    'de-de':
      'Etiketten unter Windows, macOS, iOS und Android gestalten und drucken. Barcodes, Excel- und CSV-Import, PDF-Versandetiketten und Vorlagen für LW- und DK-Formate.',
    'fr-fr':
      'Créez et imprimez des étiquettes sous Windows, macOS, iOS et Android. Codes-barres, import Excel et CSV, étiquettes d’expédition PDF et modèles aux formats LW et DK.',
    'es-es':
      'Diseñe e imprima etiquetas en Windows, macOS, iOS y Android. Códigos de barras, importación de Excel y CSV, etiquetas de envío en PDF y plantillas para tamaños LW y DK.',
  },
});
