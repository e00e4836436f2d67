import { defineArea } from '../define';
import { sharedTexts } from './shared';

/** Download page (/download, /downloadNew): software, drivers, Chrome store, mobile apps. */
export const download = defineArea('site.download', {
  title: {
    'en-us': 'Download Labelwise',
    'zh-cn': '下载 Labelwise',
    'zh-hk': '下載 Labelwise',
    'de-de': 'Labelwise herunterladen',
    'fr-fr': 'Télécharger Labelwise',
    'es-es': 'Descargar Labelwise',
  },
  intro: {
    'en-us':
      'Labelwise is free on every platform. Install it on your computer, add it to Chrome or get the app for your phone.',
    'zh-cn': 'Labelwise 在所有平台上均免费。可安装到电脑、添加到 Chrome，或在手机上下载应用。',
    'zh-hk': 'Labelwise 在所有平台上均免費。可安裝到電腦、加入 Chrome，或在手機上下載應用程式。',
    'de-de':
      'Labelwise ist auf allen Plattformen kostenlos. Installieren Sie es auf dem Computer, fügen Sie es zu Chrome hinzu oder laden Sie die App aufs Smartphone.',
    'fr-fr':
      'Labelwise est gratuit sur toutes les plateformes. Installez-le sur votre ordinateur, ajoutez-le à Chrome ou téléchargez l’application mobile.',
    'es-es':
      'Labelwise es gratuito en todas las plataformas. Instálelo en su ordenador, añádalo a Chrome o descargue la aplicación para el móvil.',
  },
  suggested: {
    'en-us': 'Recommended for your device',
    'zh-cn': '推荐用于您的设备',
    'zh-hk': '推薦用於您的裝置',
    'de-de': 'Empfohlen für Ihr Gerät',
    'fr-fr': 'Recommandé pour votre appareil',
    'es-es': 'Recomendado para su dispositivo',
  },
  otherPlatforms: {
    'en-us': 'Other platforms',
    'zh-cn': '其他平台',
    'zh-hk': '其他平台',
    'de-de': 'Weitere Plattformen',
    'fr-fr': 'Autres plateformes',
    'es-es': 'Otras plataformas',
  },
  allPlatforms: {
    'en-us': 'All platforms',
    'zh-cn': '所有平台',
    'zh-hk': '所有平台',
    'de-de': 'Alle Plattformen',
    'fr-fr': 'Toutes les plateformes',
    'es-es': 'Todas las plataformas',
  },
  windows64: {
    'en-us': 'Windows 64-bit',
    'zh-cn': 'Windows 64 位',
    'zh-hk': 'Windows 64 位元',
    'de-de': 'Windows 64 Bit',
    'fr-fr': 'Windows 64 bits',
    'es-es': 'Windows 64 bits',
  },
  windows32: {
    'en-us': 'Windows 32-bit',
    'zh-cn': 'Windows 32 位',
    'zh-hk': 'Windows 32 位元',
    'de-de': 'Windows 32 Bit',
    'fr-fr': 'Windows 32 bits',
    'es-es': 'Windows 32 bits',
  },
  windowsRequirement: {
    'en-us':
      'For Windows 10 and 11. Most computers need the 64-bit version; choose 32-bit only if Settings > System > About shows a 32-bit operating system.',
    'zh-cn':
      '适用于 Windows 10 和 11。大多数电脑请选择 64 位版本；仅当“设置 > 系统 > 关于”显示为 32 位操作系统时才选择 32 位。',
    'zh-hk':
      '適用於 Windows 10 和 11。大多數電腦請選擇 64 位元版本；只有當「設定 > 系統 > 關於」顯示為 32 位元作業系統時才選擇 32 位元。',
    'de-de':
      'Für Windows 10 und 11. Die meisten Computer brauchen die 64-Bit-Version; wählen Sie 32 Bit nur, wenn Einstellungen > System > Info ein 32-Bit-Betriebssystem anzeigt.',
    'fr-fr':
      'Pour Windows 10 et 11. La plupart des ordinateurs utilisent la version 64 bits ; choisissez 32 bits uniquement si Paramètres > Système > Informations système indique un système 32 bits.',
    'es-es':
      'Para Windows 10 y 11. La mayoría de los equipos necesitan la versión de 64 bits; elija 32 bits solo si Configuración > Sistema > Información indica un sistema operativo de 32 bits.',
  },
  mac: { 'en-us': 'macOS', 'zh-cn': 'macOS', 'zh-hk': 'macOS', 'de-de': 'macOS', 'fr-fr': 'macOS', 'es-es': 'macOS' },
  macRequirement: {
    'en-us': 'Requires macOS 10.14 Mojave or later, on Apple silicon or Intel Macs.',
    'zh-cn': '需要 macOS 10.14 Mojave 或更高版本，支持 Apple 芯片和 Intel 芯片的 Mac。',
    'zh-hk': '需要 macOS 10.14 Mojave 或更高版本，支援 Apple 晶片和 Intel 晶片的 Mac。',
    'de-de': 'Erfordert macOS 10.14 Mojave oder neuer, auf Macs mit Apple Silicon oder Intel.',
    'fr-fr': 'Nécessite macOS 10.14 Mojave ou version ultérieure, sur Mac Apple silicon ou Intel.',
    'es-es': 'Requiere macOS 10.14 Mojave o posterior, en Mac con Apple silicon o Intel.',
  },
  version: {
    'en-us': 'Version {version}',
    'zh-cn': '版本 {version}',
    'zh-hk': '版本 {version}',
    'de-de': 'Version {version}',
    'fr-fr': 'Version {version}',
    'es-es': 'Versión {version}',
  },
  checksum: {
    'en-us': 'SHA-256: {hash}',
    'zh-cn': 'SHA-256：{hash}',
    'zh-hk': 'SHA-256：{hash}',
    'de-de': 'SHA-256: {hash}',
    'fr-fr': 'SHA-256 : {hash}',
    'es-es': 'SHA-256: {hash}',
  },
  downloadButton: {
    'en-us': 'Download',
    'zh-cn': '下载',
    'zh-hk': '下載',
    'de-de': 'Herunterladen',
    'fr-fr': 'Télécharger',
    'es-es': 'Descargar',
  },
  chromeTitle: {
    'en-us': 'Chrome extension',
    'zh-cn': 'Chrome 扩展程序',
    'zh-hk': 'Chrome 擴充功能',
    'de-de': 'Chrome-Erweiterung',
    'fr-fr': 'Extension Chrome',
    'es-es': 'Extensión de Chrome',
  },
  chromeBody: {
    'en-us':
      'Design and print in the browser on Chromebooks, Linux and any computer with Chrome. Your printer connects over USB without a driver.',
    'zh-cn':
      '在 Chromebook、Linux 及任何装有 Chrome 的电脑上，直接在浏览器中设计和打印。打印机通过 USB 连接，无需驱动。',
    'zh-hk':
      '在 Chromebook、Linux 及任何裝有 Chrome 的電腦上，直接在瀏覽器中設計和列印。打印機透過 USB 連接，無需驅動程式。',
    'de-de':
      'Im Browser gestalten und drucken – auf Chromebooks, unter Linux und auf jedem Computer mit Chrome. Der Drucker wird ohne Treiber per USB verbunden.',
    'fr-fr':
      'Créez et imprimez dans le navigateur sur Chromebook, Linux et tout ordinateur équipé de Chrome. L’imprimante se connecte en USB, sans pilote.',
    'es-es':
      'Diseñe e imprima en el navegador en Chromebooks, Linux y cualquier ordenador con Chrome. La impresora se conecta por USB sin controlador.',
  },
  chromeButton: {
    'en-us': 'Add to Chrome',
    'zh-cn': '添加到 Chrome',
    'zh-hk': '加入 Chrome',
    'de-de': 'Zu Chrome hinzufügen',
    'fr-fr': 'Ajouter à Chrome',
    'es-es': 'Añadir a Chrome',
  },
  mobileTitle: {
    'en-us': 'Mobile apps',
    'zh-cn': '移动应用',
    'zh-hk': '流動應用程式',
    'de-de': 'Mobile Apps',
    'fr-fr': 'Applications mobiles',
    'es-es': 'Aplicaciones móviles',
  },
  mobileBody: {
    'en-us':
      'Print over Bluetooth from your phone or tablet. The apps share templates and label files with the desktop version.',
    'zh-cn': '用手机或平板通过蓝牙打印。应用与桌面版共享模板和标签文件。',
    'zh-hk': '用手機或平板電腦透過藍牙列印。應用程式與桌面版共用範本和標籤檔案。',
    'de-de':
      'Drucken Sie per Bluetooth vom Smartphone oder Tablet. Die Apps teilen Vorlagen und Etikettendateien mit der Desktop-Version.',
    'fr-fr':
      'Imprimez en Bluetooth depuis votre téléphone ou tablette. Les applications partagent modèles et fichiers d’étiquettes avec la version de bureau.',
    'es-es':
      'Imprima por Bluetooth desde su móvil o tableta. Las aplicaciones comparten plantillas y archivos de etiquetas con la versión de escritorio.',
  },
  android: sharedTexts.android,
  androidButton: {
    'en-us': 'Get it on Google Play',
    'zh-cn': '在 Google Play 下载',
    'zh-hk': '在 Google Play 下載',
    'de-de': 'Jetzt bei Google Play',
    'fr-fr': 'Disponible sur Google Play',
    'es-es': 'Disponible en Google Play',
  },
  ios: {
    'en-us': 'iOS and iPadOS',
    'zh-cn': 'iOS 和 iPadOS',
    'zh-hk': 'iOS 和 iPadOS',
    'de-de': 'iOS und iPadOS',
    'fr-fr': 'iOS et iPadOS',
    'es-es': 'iOS y iPadOS',
  },
  iosButton: {
    'en-us': 'Download on the App Store',
    'zh-cn': '在 App Store 下载',
    'zh-hk': '在 App Store 下載',
    'de-de': 'Laden im App Store',
    'fr-fr': 'Télécharger dans l’App Store',
    'es-es': 'Descargar en el App Store',
  },
  driversTitle: {
    'en-us': 'Printer drivers',
    'zh-cn': '打印机驱动',
    'zh-hk': '打印機驅動程式',
    'de-de': 'Druckertreiber',
    'fr-fr': 'Pilotes d’imprimante',
    'es-es': 'Controladores de impresora',
  },
  driversBody: {
    'en-us':
      'Install a driver to print labels from Word, Excel, your browser or shipping software. Drivers are available for Windows, macOS and Linux; find the one for your model on the Printer drivers and manuals page.',
    'zh-cn':
      '安装驱动后，可从 Word、Excel、浏览器或物流软件打印标签。驱动支持 Windows、macOS 和 Linux；请在“打印机驱动与说明书”页面查找您型号的驱动。',
    'zh-hk':
      '安裝驅動程式後，可從 Word、Excel、瀏覽器或物流軟件列印標籤。驅動程式支援 Windows、macOS 和 Linux；請在「打印機驅動程式與說明書」頁面查找您型號的驅動程式。',
    'de-de':
      'Mit einem Treiber drucken Sie Etiketten aus Word, Excel, dem Browser oder Ihrer Versandsoftware. Treiber gibt es für Windows, macOS und Linux; den passenden für Ihr Modell finden Sie auf der Seite „Druckertreiber und Handbücher“.',
    'fr-fr':
      'Installez un pilote pour imprimer des étiquettes depuis Word, Excel, votre navigateur ou votre logiciel d’expédition. Des pilotes existent pour Windows, macOS et Linux ; trouvez celui de votre modèle sur la page « Pilotes et manuels d’imprimantes ».',
    'es-es':
      'Instale un controlador para imprimir etiquetas desde Word, Excel, el navegador o su software de envíos. Hay controladores para Windows, macOS y Linux; encuentre el de su modelo en la página «Controladores y manuales de impresoras».',
  },
  driverWindows: {
    'en-us': 'Windows drivers',
    'zh-cn': 'Windows 驱动',
    'zh-hk': 'Windows 驅動程式',
    'de-de': 'Windows-Treiber',
    'fr-fr': 'Pilotes Windows',
    'es-es': 'Controladores para Windows',
  },
  driverMac: {
    'en-us': 'macOS drivers',
    'zh-cn': 'macOS 驱动',
    'zh-hk': 'macOS 驅動程式',
    'de-de': 'macOS-Treiber',
    'fr-fr': 'Pilotes macOS',
    'es-es': 'Controladores para macOS',
  },
  driverLinux: {
    'en-us': 'Linux drivers',
    'zh-cn': 'Linux 驱动',
    'zh-hk': 'Linux 驅動程式',
    'de-de': 'Linux-Treiber',
    'fr-fr': 'Pilotes Linux',
    'es-es': 'Controladores para Linux',
  },
  olderVersions: {
    'en-us':
      'Need an older version? Older releases are not published for download; contact customer service and tell us your operating system and printer model.',
    'zh-cn': '需要旧版本？旧版本不提供公开下载，请联系客服并告知您的操作系统和打印机型号。',
    'zh-hk': '需要舊版本？舊版本不提供公開下載，請聯絡客戶服務並告知您的作業系統和打印機型號。',
    'de-de':
      'Sie brauchen eine ältere Version? Ältere Versionen stehen nicht zum Download bereit; wenden Sie sich an den Kundenservice und nennen Sie Betriebssystem und Druckermodell.',
    'fr-fr':
      'Besoin d’une ancienne version ? Les versions précédentes ne sont pas publiées ; contactez le service client en précisant votre système d’exploitation et votre modèle d’imprimante.',
    'es-es':
      '¿Necesita una versión anterior? Las versiones antiguas no se publican para descarga; contacte con atención al cliente e indíquenos su sistema operativo y modelo de impresora.',
  },
  contactSupport: {
    'en-us': 'Contact customer service',
    'zh-cn': '联系客服',
    'zh-hk': '聯絡客戶服務',
    'de-de': 'Kundenservice kontaktieren',
    'fr-fr': 'Contacter le service client',
    'es-es': 'Contactar con atención al cliente',
  },
  labelPdfPromo: sharedTexts.labelPdfPromo,
  demoLink: {
    'en-us': 'Demo: this store link is a stand-in until the app is published there.',
    'zh-cn': '演示：此商店链接为占位链接，应用上架后替换。',
    'zh-hk': '示範：此商店連結為暫代連結，應用程式上架後更換。',
    'de-de': 'Demo: Dieser Store-Link ist ein Platzhalter, bis die App dort veröffentlicht ist.',
    'fr-fr': 'Démo : ce lien de boutique est provisoire jusqu’à la publication de l’application.',
    'es-es': 'Demo: este enlace de la tienda es provisional hasta que la aplicación se publique allí.',
  },
  demoInstaller: {
    'en-us': 'Demo file — not a real installer. The demo site offers a small stand-in here.',
    'zh-cn': '演示文件——并非真实安装程序。演示站点在此仅提供一个小型占位文件。',
    'zh-hk': '示範檔案——並非真正的安裝程式。示範網站在此只提供一個小型暫代檔案。',
    'de-de':
      'Demo-Datei – kein echtes Installationsprogramm. Die Demo-Website bietet hier nur einen kleinen Platzhalter.',
    'fr-fr':
      'Fichier de démonstration, pas un vrai programme d’installation : le site de démonstration propose ici un petit fichier provisoire.',
    'es-es':
      'Archivo de demostración, no es un instalador real: el sitio de demostración ofrece aquí un pequeño archivo provisional.',
  },
  notPublished: {
    'en-us': 'This installer is not published yet.',
    'zh-cn': '此安装程序尚未发布。',
    'zh-hk': '此安裝程式尚未發佈。',
    'de-de': 'Dieses Installationsprogramm ist noch nicht veröffentlicht.',
    'fr-fr': 'Ce programme d’installation n’est pas encore publié.',
    'es-es': 'Este instalador aún no está publicado.',
  },
  notPublishedShort: {
    'en-us': 'Not published yet',
    'zh-cn': '尚未发布',
    'zh-hk': '尚未發佈',
    'de-de': 'Noch nicht veröffentlicht',
    'fr-fr': 'Pas encore publié',
    'es-es': 'Aún no publicado',
  },
  storeNotPublished: {
    'en-us': 'Not available in this store yet.',
    'zh-cn': '尚未在此商店上架。',
    'zh-hk': '尚未在此商店上架。',
    'de-de': 'In diesem Store noch nicht erhältlich.',
    'fr-fr': 'Pas encore disponible dans cette boutique.',
    'es-es': 'Todavía no está disponible en esta tienda.',
  },
  notPublishedFinder: {
    'en-us': 'Find your printer’s drivers and manuals',
    'zh-cn': '查找打印机的驱动程序和手册',
    'zh-hk': '查找打印機的驅動程式和說明書',
    'de-de': 'Treiber und Handbücher für Ihren Drucker finden',
    'fr-fr': 'Trouver les pilotes et manuels de votre imprimante',
    'es-es': 'Buscar los controladores y manuales de su impresora',
  },
  loadFailed: {
    'en-us': 'The downloads could not be loaded. Reload the page or try again later.',
    'zh-cn': '无法加载下载内容。请刷新页面或稍后重试。',
    'zh-hk': '無法載入下載內容。請重新載入頁面或稍後再試。',
    'de-de': 'Die Downloads konnten nicht geladen werden. Laden Sie die Seite neu oder versuchen Sie es später erneut.',
    'fr-fr': 'Impossible de charger les téléchargements. Rechargez la page ou réessayez plus tard.',
    'es-es': 'No se pudieron cargar las descargas. Vuelva a cargar la página o inténtelo más tarde.',
  },
});
