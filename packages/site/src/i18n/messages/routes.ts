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
  featuresTitle: sharedTexts.features,
  contactTitle: sharedTexts.contactUs,
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
  shippingTitle: {
    'en-us': 'Shipping label settings for thermal printers',
    'zh-cn': '热敏打印机的运单设置',
    'zh-hk': '熱敏打印機的運單設定',
    'de-de': 'Versandetikett-Einstellungen für Thermodrucker',
    'fr-fr': 'Réglages des étiquettes d’expédition pour imprimantes thermiques',
    'es-es': 'Ajustes de etiquetas de envío para impresoras térmicas',
  },
  shippingPlatformTitle: {
    'en-us': '{platform}: 4×6 labels on a thermal printer',
    'zh-cn': '{platform}：在热敏打印机上打印 4×6 标签',
    'zh-hk': '{platform}：在熱敏打印機上列印 4×6 標籤',
    'de-de': '{platform}: 4×6-Etiketten auf dem Thermodrucker',
    'fr-fr': '{platform} : étiquettes 4×6 sur imprimante thermique',
    'es-es': '{platform}: etiquetas de 4×6 en una impresora térmica',
  },
  mobileTitle: {
    'en-us': 'Labelwise on your phone',
    'zh-cn': '手机版 Labelwise',
    'zh-hk': '手機版 Labelwise',
    'de-de': 'Labelwise auf dem Smartphone',
    'fr-fr': 'Labelwise sur votre téléphone',
    'es-es': 'Labelwise en su teléfono',
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
