import { SHIPPING_PLATFORM_TEXTS, SHIPPING_TEXTS } from '@labelwise/contract/shipping';
import { defineArea } from '../define';
import { sharedTexts } from './shared';

/**
 * Shipping-platform set-ups (/shipping, /shipping/{platform}). The set-up content is the contract's
 * (`@labelwise/contract/shipping`), referenced entry by entry so the build ships each text once, in the catalogs;
 * the page's own headings follow.
 */
export const shipping = defineArea('site.shipping', {
  shipstationPath: SHIPPING_PLATFORM_TEXTS.shipstation.path,
  shipstationChoose: SHIPPING_PLATFORM_TEXTS.shipstation.choose,
  shipstationMistake1: SHIPPING_PLATFORM_TEXTS.shipstation.mistake1,
  shipstationMistake2: SHIPPING_PLATFORM_TEXTS.shipstation.mistake2,
  shopifyPath: SHIPPING_PLATFORM_TEXTS.shopify.path,
  shopifyChoose: SHIPPING_PLATFORM_TEXTS.shopify.choose,
  shopifyMistake1: SHIPPING_PLATFORM_TEXTS.shopify.mistake1,
  ebayPath: SHIPPING_PLATFORM_TEXTS.ebay.path,
  ebayChoose: SHIPPING_PLATFORM_TEXTS.ebay.choose,
  ebayMistake1: SHIPPING_PLATFORM_TEXTS.ebay.mistake1,
  etsyPath: SHIPPING_PLATFORM_TEXTS.etsy.path,
  etsyChoose: SHIPPING_PLATFORM_TEXTS.etsy.choose,
  etsyMistake1: SHIPPING_PLATFORM_TEXTS.etsy.mistake1,
  amazonPath: SHIPPING_PLATFORM_TEXTS.amazon.path,
  amazonChoose: SHIPPING_PLATFORM_TEXTS.amazon.choose,
  amazonMistake1: SHIPPING_PLATFORM_TEXTS.amazon.mistake1,
  amazonMistake2: SHIPPING_PLATFORM_TEXTS.amazon.mistake2,
  paypalPirateShipPath: SHIPPING_PLATFORM_TEXTS['paypal-pirate-ship'].path,
  paypalPirateShipChoose: SHIPPING_PLATFORM_TEXTS['paypal-pirate-ship'].choose,
  paypalPirateShipMistake1: SHIPPING_PLATFORM_TEXTS['paypal-pirate-ship'].mistake1,
  woocommercePath: SHIPPING_PLATFORM_TEXTS.woocommerce.path,
  woocommerceChoose: SHIPPING_PLATFORM_TEXTS.woocommerce.choose,
  woocommerceMistake1: SHIPPING_PLATFORM_TEXTS.woocommerce.mistake1,
  uspsPath: SHIPPING_PLATFORM_TEXTS.usps.path,
  uspsChoose: SHIPPING_PLATFORM_TEXTS.usps.choose,
  uspsMistake1: SHIPPING_PLATFORM_TEXTS.usps.mistake1,
  upsPath: SHIPPING_PLATFORM_TEXTS.ups.path,
  upsChoose: SHIPPING_PLATFORM_TEXTS.ups.choose,
  upsMistake1: SHIPPING_PLATFORM_TEXTS.ups.mistake1,
  upsMistake2: SHIPPING_PLATFORM_TEXTS.ups.mistake2,
  fedexPath: SHIPPING_PLATFORM_TEXTS.fedex.path,
  fedexChoose: SHIPPING_PLATFORM_TEXTS.fedex.choose,
  fedexMistake1: SHIPPING_PLATFORM_TEXTS.fedex.mistake1,
  winOpen: SHIPPING_TEXTS.winOpen,
  winPrinter: SHIPPING_TEXTS.winPrinter,
  winPaper: SHIPPING_TEXTS.winPaper,
  winScale: SHIPPING_TEXTS.winScale,
  winMargins: SHIPPING_TEXTS.winMargins,
  winDefault: SHIPPING_TEXTS.winDefault,
  macOpen: SHIPPING_TEXTS.macOpen,
  macPaper: SHIPPING_TEXTS.macPaper,
  macScale: SHIPPING_TEXTS.macScale,
  macOrientation: SHIPPING_TEXTS.macOrientation,
  macPreset: SHIPPING_TEXTS.macPreset,
  mistakePaper: SHIPPING_TEXTS.mistakePaper,
  mistakeFit: SHIPPING_TEXTS.mistakeFit,
  mistakeDriver: SHIPPING_TEXTS.mistakeDriver,
  size4x6: SHIPPING_TEXTS.size4x6,
  size4x4: SHIPPING_TEXTS.size4x4,
  size4x8: SHIPPING_TEXTS.size4x8,
  familyFormat: SHIPPING_TEXTS.familyFormat,
  familyDriver: SHIPPING_TEXTS.familyDriver,
  familyZpl: SHIPPING_TEXTS.familyZpl,
  familyCheck: SHIPPING_TEXTS.familyCheck,
  labelPdfPromo: sharedTexts.labelPdfPromo,
  indexLead: {
    'en-us':
      'Where to set 4×6 labels in each shipping platform, what to choose for a 203 or 300 dpi thermal printer, and the print dialog settings that keep the label at 100 %.',
    'zh-cn':
      '每个发货平台中在哪里设置 4×6 标签、203 或 300 dpi 热敏打印机应选什么，以及让标签保持 100% 大小的打印对话框设置。',
    'zh-hk':
      '每個發貨平台中在哪裏設定 4×6 標籤、203 或 300 dpi 熱敏打印機應選甚麼，以及讓標籤保持 100% 大小的列印對話框設定。',
    'de-de':
      'Wo Sie in jeder Versandplattform 4×6-Etiketten einstellen, was Sie für einen Thermodrucker mit 203 oder 300 dpi wählen und welche Druckdialog-Einstellungen das Etikett bei 100 % halten.',
    'fr-fr':
      'Où régler les étiquettes 4×6 dans chaque plateforme d’expédition, quoi choisir pour une imprimante thermique 203 ou 300 dpi, et les réglages de la boîte d’impression qui gardent l’étiquette à 100 %.',
    'es-es':
      'Dónde ajustar las etiquetas de 4×6 en cada plataforma de envío, qué elegir para una impresora térmica de 203 o 300 ppp y los ajustes del diálogo de impresión que mantienen la etiqueta al 100 %.',
  },
  platformsTitle: {
    'en-us': 'Shipping platforms',
    'zh-cn': '发货平台',
    'zh-hk': '發貨平台',
    'de-de': 'Versandplattformen',
    'fr-fr': 'Plateformes d’expédition',
    'es-es': 'Plataformas de envío',
  },
  platformLead: {
    'en-us': 'The settings that make {platform} labels print at exactly 4×6 in on a thermal label printer.',
    'zh-cn': '让 {platform} 标签在热敏标签打印机上以正好 4×6 英寸打印的设置。',
    'zh-hk': '讓 {platform} 標籤在熱敏標籤打印機上以正好 4×6 吋列印的設定。',
    'de-de':
      'Die Einstellungen, mit denen {platform}-Etiketten auf einem Thermo-Etikettendrucker in genau 4×6 Zoll drucken.',
    'fr-fr':
      'Les réglages qui font sortir les étiquettes {platform} en 4×6 pouces exactement sur une imprimante thermique.',
    'es-es':
      'Los ajustes con los que las etiquetas de {platform} se imprimen a exactamente 4×6 pulgadas en una impresora térmica.',
  },
  pathTitle: {
    'en-us': 'Where the setting is',
    'zh-cn': '设置位置',
    'zh-hk': '設定位置',
    'de-de': 'Wo die Einstellung ist',
    'fr-fr': 'Où se trouve le réglage',
    'es-es': 'Dónde está el ajuste',
  },
  chooseTitle: {
    'en-us': 'What to choose',
    'zh-cn': '应选择什么',
    'zh-hk': '應選擇甚麼',
    'de-de': 'Was Sie wählen',
    'fr-fr': 'Quoi choisir',
    'es-es': 'Qué elegir',
  },
  familiesTitle: {
    'en-us': 'For your printer’s resolution',
    'zh-cn': '按打印机分辨率',
    'zh-hk': '按打印機解像度',
    'de-de': 'Für die Auflösung Ihres Druckers',
    'fr-fr': 'Selon la résolution de votre imprimante',
    'es-es': 'Según la resolución de su impresora',
  },
  printerLabel: {
    'en-us': 'Your printer',
    'zh-cn': '您的打印机',
    'zh-hk': '您的打印機',
    'de-de': 'Ihr Drucker',
    'fr-fr': 'Votre imprimante',
    'es-es': 'Su impresora',
  },
  printerAny: {
    'en-us': 'Any printer (both resolutions)',
    'zh-cn': '任意打印机（两种分辨率）',
    'zh-hk': '任何打印機（兩種解像度）',
    'de-de': 'Beliebiger Drucker (beide Auflösungen)',
    'fr-fr': 'Toute imprimante (les deux résolutions)',
    'es-es': 'Cualquier impresora (ambas resoluciones)',
  },
  printerKnown: {
    'en-us': 'Your {model} prints at {dpi} dpi: only its settings are shown.',
    'zh-cn': '您的 {model} 以 {dpi} dpi 打印：下面只列出它的设置。',
    'zh-hk': '您的 {model} 以 {dpi} dpi 列印：下面只列出它的設定。',
    'de-de': 'Ihr {model} druckt mit {dpi} dpi: Es werden nur seine Einstellungen gezeigt.',
    'fr-fr': 'Votre {model} imprime en {dpi} dpi : seuls ses réglages sont affichés.',
    'es-es': 'Su {model} imprime a {dpi} ppp: solo se muestran sus ajustes.',
  },
  printerUnknown: {
    'en-us':
      'We have not recorded whether the {model} prints at 203 or 300 dpi, so both settings follow. The rating label under the printer says which, and so does a self-test page (its manual says how to print one).',
    'zh-cn':
      '我们尚未记录 {model} 是 203 还是 300 dpi，因此下面列出两种设置。打印机底部的铭牌上标有分辨率，自检页上也有（说明书介绍了如何打印自检页）。',
    'zh-hk':
      '我們尚未記錄 {model} 是 203 還是 300 dpi，因此下面列出兩種設定。打印機底部的銘牌上標有解像度，自檢頁上也有（說明書介紹了如何列印自檢頁）。',
    'de-de':
      'Wir haben noch nicht erfasst, ob der {model} mit 203 oder 300 dpi druckt, deshalb folgen beide Einstellungen. Das Typenschild unter dem Drucker nennt die Auflösung, ebenso eine Selbsttestseite (wie man sie druckt, steht im Handbuch).',
    'fr-fr':
      'Nous n’avons pas encore relevé si la {model} imprime en 203 ou 300 dpi : les deux réglages suivent donc. La plaque signalétique sous l’imprimante l’indique, tout comme une page d’autotest (le manuel explique comment l’imprimer).',
    'es-es':
      'Aún no hemos registrado si la {model} imprime a 203 o 300 ppp, así que se muestran ambos ajustes. La etiqueta de características bajo la impresora lo indica, y también una página de autoprueba (el manual explica cómo imprimirla).',
  },
  familyTitle: {
    'en-us': '{dpi} dpi printers',
    'zh-cn': '{dpi} dpi 打印机',
    'zh-hk': '{dpi} dpi 打印機',
    'de-de': 'Drucker mit {dpi} dpi',
    'fr-fr': 'Imprimantes {dpi} dpi',
    'es-es': 'Impresoras de {dpi} ppp',
  },
  dialogTitle: {
    'en-us': 'In the print dialog',
    'zh-cn': '在打印对话框中',
    'zh-hk': '在列印對話框中',
    'de-de': 'Im Druckdialog',
    'fr-fr': 'Dans la boîte de dialogue d’impression',
    'es-es': 'En el diálogo de impresión',
  },
  windows: {
    'en-us': 'Windows',
    'zh-cn': 'Windows',
    'zh-hk': 'Windows',
    'de-de': 'Windows',
    'fr-fr': 'Windows',
    'es-es': 'Windows',
  },
  macos: { 'en-us': 'macOS', 'zh-cn': 'macOS', 'zh-hk': 'macOS', 'de-de': 'macOS', 'fr-fr': 'macOS', 'es-es': 'macOS' },
  mistakesTitle: {
    'en-us': 'Mistakes that give the wrong size',
    'zh-cn': '导致尺寸错误的常见问题',
    'zh-hk': '導致尺寸錯誤的常見問題',
    'de-de': 'Fehler, die zur falschen Größe führen',
    'fr-fr': 'Les erreurs qui donnent une mauvaise taille',
    'es-es': 'Errores que dan un tamaño incorrecto',
  },
  sizesTitle: {
    'en-us': 'Label sizes',
    'zh-cn': '标签尺寸',
    'zh-hk': '標籤尺寸',
    'de-de': 'Etikettengrößen',
    'fr-fr': 'Formats d’étiquette',
    'es-es': 'Tamaños de etiqueta',
  },
  sizeName: {
    'en-us': '{width}×{length} in ({mm} mm)',
    'zh-cn': '{width}×{length} 英寸（{mm} 毫米）',
    'zh-hk': '{width}×{length} 吋（{mm} 毫米）',
    'de-de': '{width}×{length} Zoll ({mm} mm)',
    'fr-fr': '{width}×{length} pouces ({mm} mm)',
    'es-es': '{width}×{length} pulgadas ({mm} mm)',
  },
  labelFacts: {
    'en-us': 'Label size: {sizes}. File format: {formats}. Orientation: {orientation}.',
    'zh-cn': '标签尺寸：{sizes}。文件格式：{formats}。方向：{orientation}。',
    'zh-hk': '標籤尺寸：{sizes}。檔案格式：{formats}。方向：{orientation}。',
    'de-de': 'Etikettengröße: {sizes}. Dateiformat: {formats}. Ausrichtung: {orientation}.',
    'fr-fr': 'Format d’étiquette : {sizes}. Format de fichier : {formats}. Orientation : {orientation}.',
    'es-es': 'Tamaño de etiqueta: {sizes}. Formato de archivo: {formats}. Orientación: {orientation}.',
  },
  orientationPortrait: {
    'en-us': 'portrait',
    'zh-cn': '纵向',
    'zh-hk': '直向',
    'de-de': 'Hochformat',
    'fr-fr': 'portrait',
    'es-es': 'vertical',
  },
  orientationLandscape: {
    'en-us': 'landscape',
    'zh-cn': '横向',
    'zh-hk': '橫向',
    'de-de': 'Querformat',
    'fr-fr': 'paysage',
    'es-es': 'horizontal',
  },
  otherPlatforms: {
    'en-us': 'Other shipping platforms',
    'zh-cn': '其他发货平台',
    'zh-hk': '其他發貨平台',
    'de-de': 'Andere Versandplattformen',
    'fr-fr': 'Autres plateformes d’expédition',
    'es-es': 'Otras plataformas de envío',
  },
  description: {
    'en-us':
      '4×6 label settings for ShipStation, Shopify, eBay, Etsy, Amazon, PayPal, Pirate Ship, WooCommerce, USPS, UPS and FedEx on 203 and 300 dpi thermal printers.',
    'zh-cn':
      'ShipStation、Shopify、eBay、Etsy、Amazon、PayPal、Pirate Ship、WooCommerce、USPS、UPS 和 FedEx 在 203 与 300 dpi 热敏打印机上的 4×6 标签设置。',
    'zh-hk':
      'ShipStation、Shopify、eBay、Etsy、Amazon、PayPal、Pirate Ship、WooCommerce、USPS、UPS 和 FedEx 在 203 與 300 dpi 熱敏打印機上的 4×6 標籤設定。',
    'de-de':
      '4×6-Etiketteneinstellungen für ShipStation, Shopify, eBay, Etsy, Amazon, PayPal, Pirate Ship, WooCommerce, USPS, UPS und FedEx auf Thermodruckern mit 203 und 300 dpi.',
    'fr-fr':
      'Réglages d’étiquettes 4×6 pour ShipStation, Shopify, eBay, Etsy, Amazon, PayPal, Pirate Ship, WooCommerce, USPS, UPS et FedEx sur imprimantes thermiques 203 et 300 dpi.',
    'es-es':
      'Ajustes de etiquetas de 4×6 para ShipStation, Shopify, eBay, Etsy, Amazon, PayPal, Pirate Ship, WooCommerce, USPS, UPS y FedEx en impresoras térmicas de 203 y 300 ppp.',
  },
  platformDescription: {
    'en-us':
      'Where to set 4×6 labels in {platform}, PDF or ZPL for 203 and 300 dpi printers, print dialog settings on Windows and macOS, and the mistakes that cause wrong sizes.',
    'zh-cn':
      '{platform} 中在哪里设置 4×6 标签、203 与 300 dpi 打印机选 PDF 还是 ZPL、Windows 和 macOS 的打印对话框设置，以及导致尺寸错误的常见问题。',
    'zh-hk':
      '{platform} 中在哪裏設定 4×6 標籤、203 與 300 dpi 打印機選 PDF 還是 ZPL、Windows 和 macOS 的列印對話框設定，以及導致尺寸錯誤的常見問題。',
    'de-de':
      'Wo Sie in {platform} 4×6-Etiketten einstellen, PDF oder ZPL für Drucker mit 203 und 300 dpi, Druckdialog-Einstellungen unter Windows und macOS und die Fehler, die zu falschen Größen führen.',
    'fr-fr':
      'Où régler les étiquettes 4×6 dans {platform}, PDF ou ZPL pour les imprimantes 203 et 300 dpi, les réglages d’impression sous Windows et macOS, et les erreurs qui faussent la taille.',
    'es-es':
      'Dónde ajustar las etiquetas de 4×6 en {platform}, PDF o ZPL para impresoras de 203 y 300 ppp, los ajustes de impresión en Windows y macOS, y los errores que dan tamaños incorrectos.',
  },
});
