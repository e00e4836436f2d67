import { defineArea } from '../define';
import { sharedTexts } from './shared';

/** Per-route document titles (breadcrumbs, <title>) and meta descriptions. */
export const routes = defineArea('site.route', {
  indexTitle: {
    'en-us': 'Label design software and thermal printer drivers',
    'zh-cn': '标签设计软件与热敏打印机驱动',
    'zh-hk': '標籤設計軟件與熱敏打印機驅動程式',
    'de-de': 'Etikettendesign-Software und Treiber für Thermodrucker',
    'fr-fr': 'Logiciel de création d’étiquettes et pilotes d’imprimantes thermiques',
    'es-es': 'Software de diseño de etiquetas y controladores para impresoras térmicas',
  },
  indexDescription: {
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
  featuresTitle: sharedTexts.features,
  featuresDescription: {
    'en-us':
      'What Labelwise does: design labels with text, barcodes and images, fill them from spreadsheets with serial numbers and dates, and print in batches on thermal printers.',
    'zh-cn': 'Labelwise 的功能：用文字、条码和图片设计标签，从表格批量填充序列号和日期，并在热敏打印机上批量打印。',
    'zh-hk': 'Labelwise 的功能：用文字、條碼和圖片設計標籤，從試算表批量填入序號和日期，並在熱敏打印機上批量列印。',
    'de-de':
      'Was Labelwise kann: Etiketten mit Text, Barcodes und Bildern gestalten, aus Tabellen mit Seriennummern und Datum füllen und auf Thermodruckern stapelweise drucken.',
    'fr-fr':
      'Ce que fait Labelwise : concevoir des étiquettes avec texte, codes-barres et images, les remplir depuis un tableur avec numéros de série et dates, et les imprimer par lots sur imprimante thermique.',
    'es-es':
      'Lo que hace Labelwise: diseñar etiquetas con texto, códigos de barras e imágenes, rellenarlas desde hojas de cálculo con números de serie y fechas, e imprimirlas por lotes en impresoras térmicas.',
  },
  contactTitle: sharedTexts.contactUs,
  contactDescription: {
    'en-us':
      'Questions about the software, a driver or your printer? Send us a message and our support team will reply by email.',
    'zh-cn': '对软件、驱动或打印机有疑问？给我们留言，支持团队会通过电子邮件回复您。',
    'zh-hk': '對軟件、驅動程式或打印機有疑問？給我們留言，支援團隊會透過電郵回覆您。',
    'de-de':
      'Fragen zur Software, zu einem Treiber oder zu Ihrem Drucker? Schreiben Sie uns, unser Support antwortet per E-Mail.',
    'fr-fr':
      'Une question sur le logiciel, un pilote ou votre imprimante ? Écrivez-nous, notre support vous répond par e-mail.',
    'es-es':
      '¿Dudas sobre el software, un controlador o su impresora? Escríbanos y nuestro equipo de soporte le responderá por correo electrónico.',
  },
  guidesTitle: {
    'en-us': 'Guides & FAQ',
    'zh-cn': '指南与常见问题',
    'zh-hk': '指南與常見問題',
    'de-de': 'Anleitungen & FAQ',
    'fr-fr': 'Guides et FAQ',
    'es-es': 'Guías y preguntas frecuentes',
  },
  guidesDescription: {
    'en-us':
      'Video guides for the desktop and mobile apps, and answers to common printing problems such as blank or incomplete labels.',
    'zh-cn': '桌面版和移动版应用的视频指南，以及空白打印、打印不完整等常见问题的解答。',
    'zh-hk': '桌面版和流動版應用程式的影片指南，以及空白列印、列印不完整等常見問題的解答。',
    'de-de':
      'Videoanleitungen für die Desktop- und Mobil-App sowie Antworten auf häufige Druckprobleme wie leere oder unvollständige Etiketten.',
    'fr-fr':
      'Des tutoriels vidéo pour les applications de bureau et mobiles, et des réponses aux problèmes courants comme les étiquettes blanches ou incomplètes.',
    'es-es':
      'Videotutoriales de las aplicaciones de escritorio y móvil, y respuestas a problemas habituales como etiquetas en blanco o incompletas.',
  },
  privacyTitle: sharedTexts.privacyCompliance,
  privacyDescription: {
    'en-us':
      'What Labelwise collects on this website and in the contact form, why, for how long, and how to exercise your rights.',
    'zh-cn': 'Labelwise 在本网站及联系表单中收集哪些信息、原因、保存期限以及如何行使您的权利。',
    'zh-hk': 'Labelwise 在本網站及聯絡表格中收集哪些資料、原因、保存期限以及如何行使您的權利。',
    'de-de':
      'Welche Daten Labelwise auf dieser Website und im Kontaktformular erhebt, warum, wie lange und wie Sie Ihre Rechte ausüben.',
    'fr-fr':
      'Les données que Labelwise collecte sur ce site et via le formulaire de contact, pourquoi, combien de temps et comment exercer vos droits.',
    'es-es':
      'Qué datos recoge Labelwise en este sitio y en el formulario de contacto, por qué, durante cuánto tiempo y cómo ejercer sus derechos.',
  },
  downloadTitle: {
    'en-us': 'Download',
    'zh-cn': '下载',
    'zh-hk': '下載',
    'de-de': 'Download',
    'fr-fr': 'Téléchargement',
    'es-es': 'Descargas',
  },
  downloadDescription: {
    'en-us':
      'Download Labelwise for Windows (64-bit and 32-bit) and macOS 10.14 or later, the Chrome extension, the Android and iOS apps, and printer drivers.',
    'zh-cn':
      '下载适用于 Windows（64 位和 32 位）和 macOS 10.14 及以上版本的 Labelwise、Chrome 扩展程序、Android 与 iOS 应用以及打印机驱动。',
    'zh-hk':
      '下載適用於 Windows（64 位元和 32 位元）和 macOS 10.14 或以上版本的 Labelwise、Chrome 擴充功能、Android 與 iOS 應用程式以及打印機驅動程式。',
    'de-de':
      'Labelwise für Windows (64 und 32 Bit) und macOS ab 10.14, die Chrome-Erweiterung, die Android- und iOS-App sowie Druckertreiber herunterladen.',
    'fr-fr':
      'Téléchargez Labelwise pour Windows (64 et 32 bits) et macOS 10.14 ou version ultérieure, l’extension Chrome, les applications Android et iOS, et les pilotes d’imprimante.',
    'es-es':
      'Descargue Labelwise para Windows (64 y 32 bits) y macOS 10.14 o posterior, la extensión de Chrome, las aplicaciones para Android e iOS y los controladores de impresora.',
  },
  printersTitle: {
    'en-us': 'Printer drivers and manuals',
    'zh-cn': '打印机驱动与说明书',
    'zh-hk': '打印機驅動程式與說明書',
    'de-de': 'Druckertreiber und Handbücher',
    'fr-fr': 'Pilotes et manuels d’imprimantes',
    'es-es': 'Controladores y manuales de impresoras',
  },
  printersDescription: {
    'en-us':
      'Find the Windows, macOS and Linux driver and the user manual for your thermal label printer by brand and model.',
    'zh-cn': '按品牌和型号查找热敏标签打印机的 Windows、macOS、Linux 驱动及用户手册。',
    'zh-hk': '按品牌和型號查找熱敏標籤打印機的 Windows、macOS、Linux 驅動程式及用戶手冊。',
    'de-de':
      'Finden Sie Windows-, macOS- und Linux-Treiber sowie das Handbuch Ihres Thermo-Etikettendruckers nach Marke und Modell.',
    'fr-fr':
      'Trouvez le pilote Windows, macOS ou Linux et le manuel de votre imprimante d’étiquettes thermique par marque et modèle.',
    'es-es':
      'Encuentre el controlador para Windows, macOS o Linux y el manual de su impresora térmica de etiquetas por marca y modelo.',
  },
  chartTitle: sharedTexts.compatibilityChart,
  chartDescription: {
    'en-us':
      'Which printers have Windows, Mac and Linux drivers, which work with the Labelwise software, and their current firmware versions.',
    'zh-cn': '查看哪些打印机提供 Windows、Mac 和 Linux 驱动、哪些支持 Labelwise 软件，以及当前固件版本。',
    'zh-hk': '查看哪些打印機提供 Windows、Mac 和 Linux 驅動程式、哪些支援 Labelwise 軟件，以及目前韌體版本。',
    'de-de':
      'Welche Drucker Treiber für Windows, Mac und Linux haben, welche mit der Labelwise-Software funktionieren und ihre aktuelle Firmware-Version.',
    'fr-fr':
      'Les imprimantes disposant de pilotes Windows, Mac et Linux, celles compatibles avec le logiciel Labelwise et leur version de firmware actuelle.',
    'es-es':
      'Qué impresoras tienen controladores para Windows, Mac y Linux, cuáles funcionan con el software Labelwise y su versión de firmware actual.',
  },
  aboutTitle: sharedTexts.aboutUs,
  aboutDescription: {
    'en-us':
      'Labelwise makes free label design software and printer drivers for small businesses, online sellers and printer manufacturers.',
    'zh-cn': 'Labelwise 为小型企业、电商卖家和打印机厂商提供免费的标签设计软件和打印机驱动。',
    'zh-hk': 'Labelwise 為小型企業、網店賣家和打印機廠商提供免費的標籤設計軟件和打印機驅動程式。',
    'de-de':
      'Labelwise entwickelt kostenlose Etikettensoftware und Druckertreiber für kleine Unternehmen, Online-Händler und Druckerhersteller.',
    'fr-fr':
      'Labelwise conçoit un logiciel d’étiquettes gratuit et des pilotes pour les petites entreprises, les vendeurs en ligne et les fabricants d’imprimantes.',
    'es-es':
      'Labelwise crea software gratuito de diseño de etiquetas y controladores para pequeñas empresas, vendedores en línea y fabricantes de impresoras.',
  },
  partnerTitle: {
    'en-us': '{brand} printers with Labelwise',
    'zh-cn': '{brand} 打印机与 Labelwise',
    'zh-hk': '{brand} 打印機與 Labelwise',
    'de-de': '{brand}-Drucker mit Labelwise',
    'fr-fr': 'Imprimantes {brand} avec Labelwise',
    'es-es': 'Impresoras {brand} con Labelwise',
  },
  partnerDescription: {
    'en-us':
      'Set up your {brand} label printer with Labelwise: drivers, setup guides and templates for every supported model.',
    'zh-cn': '使用 Labelwise 设置您的 {brand} 标签打印机：各支持型号的驱动、设置指南和模板。',
    'zh-hk': '使用 Labelwise 設定您的 {brand} 標籤打印機：各支援型號的驅動程式、設定指南和範本。',
    'de-de':
      'Richten Sie Ihren {brand}-Etikettendrucker mit Labelwise ein: Treiber, Anleitungen und Vorlagen für jedes unterstützte Modell.',
    'fr-fr':
      'Configurez votre imprimante d’étiquettes {brand} avec Labelwise : pilotes, guides et modèles pour chaque modèle pris en charge.',
    'es-es':
      'Configure su impresora de etiquetas {brand} con Labelwise: controladores, guías y plantillas para cada modelo compatible.',
  },
  barcodesTitle: sharedTexts.supportedBarcodes,
  barcodesDescription: {
    'en-us':
      'The 1D and 2D barcode types you can add to labels in Labelwise, from Code 128 and EAN-13 to QR Code and Data Matrix.',
    'zh-cn': '可在 Labelwise 标签中添加的一维和二维条码类型，从 Code 128、EAN-13 到 QR 码和 Data Matrix。',
    'zh-hk': '可在 Labelwise 標籤中加入的一維和二維條碼類型，由 Code 128、EAN-13 到 QR 碼和 Data Matrix。',
    'de-de':
      'Die 1D- und 2D-Barcodetypen, die Sie in Labelwise auf Etiketten setzen können, von Code 128 und EAN-13 bis QR-Code und Data Matrix.',
    'fr-fr':
      'Les codes-barres 1D et 2D que vous pouvez ajouter à vos étiquettes dans Labelwise, du Code 128 et de l’EAN-13 au QR Code et au Data Matrix.',
    'es-es':
      'Los tipos de códigos de barras 1D y 2D que puede añadir a sus etiquetas en Labelwise, desde Code 128 y EAN-13 hasta QR y Data Matrix.',
  },
  guideTitle: {
    'en-us': '{model} setup guide',
    'zh-cn': '{model} 设置指南',
    'zh-hk': '{model} 設定指南',
    'de-de': '{model} Einrichtungsanleitung',
    'fr-fr': 'Guide d’installation {model}',
    'es-es': 'Guía de configuración de {model}',
  },
  guideDescription: {
    'en-us':
      'How to connect and set up the {model} label printer over {connections}: drivers, step-by-step setup, videos and the user manual.',
    'zh-cn': '如何通过{connections}连接并设置 {model} 标签打印机：驱动、分步设置、视频和用户手册。',
    'zh-hk': '如何透過{connections}連接並設定 {model} 標籤打印機：驅動程式、逐步設定、影片和用戶手冊。',
    'de-de':
      'So verbinden und richten Sie den Etikettendrucker {model} über {connections} ein: Treiber, Schritt-für-Schritt-Anleitung, Videos und Handbuch.',
    'fr-fr':
      'Comment connecter et configurer l’imprimante d’étiquettes {model} en {connections} : pilotes, étapes détaillées, vidéos et manuel.',
    'es-es':
      'Cómo conectar y configurar la impresora de etiquetas {model} por {connections}: controladores, pasos detallados, vídeos y manual.',
  },
  labelPdfTitle: {
    'en-us': 'Crop shipping labels to 4×6',
    'zh-cn': '把运单裁剪成 4×6 英寸',
    'zh-hk': '把運單裁剪成 4×6 吋',
    'de-de': 'Versandetiketten auf 4×6 Zoll zuschneiden',
    'fr-fr': 'Recadrer vos étiquettes d’expédition en 4×6',
    'es-es': 'Recortar etiquetas de envío a 4×6',
  },
  labelPdfDescription: {
    'en-us':
      'Turn a carrier’s Letter or A4 label PDF into 4×6, 4×4 or 4×8 in pages for a thermal printer, in your browser, with nothing uploaded.',
    'zh-cn': '在浏览器中把快递公司的 Letter 或 A4 运单 PDF 转成适合热敏打印机的 4×6、4×4 或 4×8 英寸页面，无需上传。',
    'zh-hk': '在瀏覽器中把速遞公司的 Letter 或 A4 運單 PDF 轉成適合熱敏打印機的 4×6、4×4 或 4×8 吋頁面，無需上載。',
    'de-de':
      'Wandeln Sie das Letter- oder A4-Etiketten-PDF Ihres Versanddienstes im Browser in Seiten zu 4×6, 4×4 oder 4×8 Zoll für einen Thermodrucker um, ohne Upload.',
    'fr-fr':
      'Transformez le PDF d’étiquette Letter ou A4 de votre transporteur en pages 4×6, 4×4 ou 4×8 pouces pour imprimante thermique, dans votre navigateur, sans rien envoyer.',
    'es-es':
      'Convierta el PDF de etiqueta Carta o A4 de su transportista en páginas de 4×6, 4×4 o 4×8 pulgadas para impresora térmica, en su navegador y sin subir nada.',
  },
  shippingTitle: {
    'en-us': 'Shipping label settings for thermal printers',
    'zh-cn': '热敏打印机的运单设置',
    'zh-hk': '熱敏打印機的運單設定',
    'de-de': 'Versandetikett-Einstellungen für Thermodrucker',
    'fr-fr': 'Réglages des étiquettes d’expédition pour imprimantes thermiques',
    'es-es': 'Ajustes de etiquetas de envío para impresoras térmicas',
  },
  shippingDescription: {
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
  shippingPlatformTitle: {
    'en-us': '{platform}: 4×6 labels on a thermal printer',
    'zh-cn': '{platform}：在热敏打印机上打印 4×6 标签',
    'zh-hk': '{platform}：在熱敏打印機上列印 4×6 標籤',
    'de-de': '{platform}: 4×6-Etiketten auf dem Thermodrucker',
    'fr-fr': '{platform} : étiquettes 4×6 sur imprimante thermique',
    'es-es': '{platform}: etiquetas de 4×6 en una impresora térmica',
  },
  shippingPlatformDescription: {
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
  mobileTitle: {
    'en-us': 'Labelwise on your phone',
    'zh-cn': '手机版 Labelwise',
    'zh-hk': '手機版 Labelwise',
    'de-de': 'Labelwise auf dem Smartphone',
    'fr-fr': 'Labelwise sur votre téléphone',
    'es-es': 'Labelwise en su teléfono',
  },
  mobileDescription: {
    'en-us': 'Get the Labelwise app for iOS or Android and print labels over Bluetooth from your phone.',
    'zh-cn': '下载 iOS 或 Android 版 Labelwise 应用，用手机通过蓝牙打印标签。',
    'zh-hk': '下載 iOS 或 Android 版 Labelwise 應用程式，用手機透過藍牙列印標籤。',
    'de-de': 'Laden Sie die Labelwise-App für iOS oder Android und drucken Sie Etiketten per Bluetooth vom Smartphone.',
    'fr-fr':
      'Installez l’application Labelwise pour iOS ou Android et imprimez vos étiquettes en Bluetooth depuis votre téléphone.',
    'es-es':
      'Descargue la aplicación Labelwise para iOS o Android e imprima etiquetas por Bluetooth desde su teléfono.',
  },
  notFoundTitle: {
    'en-us': 'Page not found',
    'zh-cn': '页面不存在',
    'zh-hk': '找不到頁面',
    'de-de': 'Seite nicht gefunden',
    'fr-fr': 'Page introuvable',
    'es-es': 'Página no encontrada',
  },
  notFoundDescription: {
    'en-us': 'The page you were looking for does not exist or has moved.',
    'zh-cn': '您访问的页面不存在或已移动。',
    'zh-hk': '您瀏覽的頁面不存在或已移動。',
    'de-de': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    'fr-fr': 'La page que vous cherchez n’existe pas ou a été déplacée.',
    'es-es': 'La página que busca no existe o se ha movido.',
  },
  redirectTitle: {
    'en-us': 'Redirecting…',
    'zh-cn': '正在跳转…',
    'zh-hk': '正在跳轉…',
    'de-de': 'Weiterleitung…',
    'fr-fr': 'Redirection…',
    'es-es': 'Redirigiendo…',
  },
  siteName: {
    'en-us': 'Labelwise',
    'zh-cn': 'Labelwise',
    'zh-hk': 'Labelwise',
    'de-de': 'Labelwise',
    'fr-fr': 'Labelwise',
    'es-es': 'Labelwise',
  },
  documentTitle: {
    'en-us': '{page} | Labelwise',
    'zh-cn': '{page} | Labelwise',
    'zh-hk': '{page} | Labelwise',
    'de-de': '{page} | Labelwise',
    'fr-fr': '{page} | Labelwise',
    'es-es': '{page} | Labelwise',
  },
});
