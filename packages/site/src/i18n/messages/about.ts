import { defineArea } from '../define';

/** About us (/aboutUs). */
export const about = defineArea('site.about', {
  title: {
    'en-us': 'About Labelwise',
    'zh-cn': '关于 Labelwise',
    'zh-hk': '關於 Labelwise',
    'de-de': 'Über Labelwise',
    'fr-fr': 'À propos de Labelwise',
    'es-es': 'Sobre Labelwise',
  },
  lead: {
    'en-us':
      'We build the software that makes thermal label printers easy to use, so that a small business can print its first shipping label, price tag or inventory label within minutes of unpacking the printer.',
    'zh-cn': '我们开发让热敏标签打印机简单易用的软件，让小商家拆箱几分钟内就能打印出第一张运单、价签或库存标签。',
    'zh-hk': '我們開發讓熱敏標籤打印機簡單易用的軟件，讓小商戶開箱幾分鐘內就能列印出第一張運單、價錢牌或庫存標籤。',
    'de-de':
      'Wir entwickeln Software, die Thermo-Etikettendrucker einfach macht – damit ein kleines Unternehmen wenige Minuten nach dem Auspacken sein erstes Versand-, Preis- oder Inventaretikett druckt.',
    'fr-fr':
      'Nous concevons le logiciel qui rend les imprimantes d’étiquettes thermiques simples à utiliser, pour qu’une petite entreprise imprime sa première étiquette d’expédition, de prix ou d’inventaire quelques minutes après le déballage.',
    'es-es':
      'Creamos el software que hace fáciles de usar las impresoras térmicas de etiquetas, para que un pequeño negocio imprima su primera etiqueta de envío, de precio o de inventario a los pocos minutos de desembalar la impresora.',
  },
  whatTitle: {
    'en-us': 'What we make',
    'zh-cn': '我们的产品',
    'zh-hk': '我們的產品',
    'de-de': 'Was wir machen',
    'fr-fr': 'Ce que nous faisons',
    'es-es': 'Qué hacemos',
  },
  whatBody: {
    'en-us':
      'Labelwise is a free label editor for Windows, macOS, iOS, Android and Chrome. Alongside it we maintain printer drivers for Windows, macOS and Linux, setup guides for more than thirty printer models, and a compatibility chart that we update with every firmware release.',
    'zh-cn':
      'Labelwise 是一款免费的标签编辑器，支持 Windows、macOS、iOS、Android 和 Chrome。我们同时维护 Windows、macOS 和 Linux 打印机驱动、三十多款打印机的设置指南，以及随每次固件发布更新的兼容性列表。',
    'zh-hk':
      'Labelwise 是一款免費的標籤編輯器，支援 Windows、macOS、iOS、Android 和 Chrome。我們同時維護 Windows、macOS 和 Linux 打印機驅動程式、三十多款打印機的設定指南，以及隨每次韌體發佈更新的相容性列表。',
    'de-de':
      'Labelwise ist ein kostenloser Etiketteneditor für Windows, macOS, iOS, Android und Chrome. Dazu pflegen wir Druckertreiber für Windows, macOS und Linux, Einrichtungsanleitungen für über dreißig Druckermodelle und eine Kompatibilitätstabelle, die wir mit jeder Firmware-Version aktualisieren.',
    'fr-fr':
      'Labelwise est un éditeur d’étiquettes gratuit pour Windows, macOS, iOS, Android et Chrome. Nous maintenons aussi des pilotes pour Windows, macOS et Linux, des guides d’installation pour plus de trente modèles d’imprimantes et un tableau de compatibilité mis à jour à chaque version de firmware.',
    'es-es':
      'Labelwise es un editor de etiquetas gratuito para Windows, macOS, iOS, Android y Chrome. Además mantenemos controladores para Windows, macOS y Linux, guías de configuración para más de treinta modelos de impresora y una tabla de compatibilidad que actualizamos con cada versión de firmware.',
  },
  whoTitle: {
    'en-us': 'Who we work for',
    'zh-cn': '我们服务的对象',
    'zh-hk': '我們服務的對象',
    'de-de': 'Für wen wir arbeiten',
    'fr-fr': 'Pour qui nous travaillons',
    'es-es': 'Para quién trabajamos',
  },
  whoBody: {
    'en-us':
      'Online sellers who ship every day, shops and kitchens that label products, offices and warehouses that track equipment, and printer manufacturers who bundle Labelwise with their printers instead of writing their own software.',
    'zh-cn':
      '每天发货的电商卖家、为商品贴标的门店和厨房、管理设备的办公室和仓库，以及将 Labelwise 随打印机附赠、无需自行开发软件的打印机厂商。',
    'zh-hk':
      '每天發貨的網店賣家、為商品貼標的店舖和廚房、管理設備的辦公室和倉庫，以及將 Labelwise 隨打印機附送、無需自行開發軟件的打印機廠商。',
    'de-de':
      'Online-Händler, die täglich versenden, Läden und Küchen, die Produkte kennzeichnen, Büros und Lager, die Geräte verwalten, sowie Druckerhersteller, die Labelwise mitliefern, statt eigene Software zu schreiben.',
    'fr-fr':
      'Les vendeurs en ligne qui expédient chaque jour, les boutiques et cuisines qui étiquettent leurs produits, les bureaux et entrepôts qui suivent leur matériel, et les fabricants d’imprimantes qui livrent Labelwise avec leurs appareils plutôt que d’écrire leur propre logiciel.',
    'es-es':
      'Vendedores en línea que envían a diario, tiendas y cocinas que etiquetan productos, oficinas y almacenes que controlan su material, y fabricantes de impresoras que incluyen Labelwise con sus equipos en lugar de desarrollar su propio software.',
  },
  supportTitle: {
    'en-us': 'Support',
    'zh-cn': '技术支持',
    'zh-hk': '技術支援',
    'de-de': 'Support',
    'fr-fr': 'Assistance',
    'es-es': 'Soporte',
  },
  supportBody: {
    'en-us':
      'Our support team answers in English, Chinese, German, French and Spanish. Tell us your printer model and operating system and we will help you get printing.',
    'zh-cn':
      '我们的支持团队可使用英语、中文、德语、法语和西班牙语回复。告诉我们您的打印机型号和操作系统，我们会帮助您顺利打印。',
    'zh-hk':
      '我們的支援團隊可使用英語、中文、德語、法語和西班牙語回覆。告訴我們您的打印機型號和作業系統，我們會協助您順利列印。',
    'de-de':
      'Unser Support antwortet auf Englisch, Chinesisch, Deutsch, Französisch und Spanisch. Nennen Sie uns Druckermodell und Betriebssystem, und wir helfen Ihnen beim Drucken.',
    'fr-fr':
      'Notre support répond en anglais, chinois, allemand, français et espagnol. Indiquez-nous votre modèle d’imprimante et votre système, et nous vous aiderons à imprimer.',
    'es-es':
      'Nuestro equipo de soporte responde en inglés, chino, alemán, francés y español. Indíquenos el modelo de impresora y el sistema operativo y le ayudaremos a imprimir.',
  },
  manufacturersTitle: {
    'en-us': 'For printer manufacturers',
    'zh-cn': '面向打印机厂商',
    'zh-hk': '面向打印機廠商',
    'de-de': 'Für Druckerhersteller',
    'fr-fr': 'Pour les fabricants d’imprimantes',
    'es-es': 'Para fabricantes de impresoras',
  },
  manufacturersBody: {
    'en-us':
      'We add new models to the software, write their drivers and setup guides, and can co-brand the download pages. Choose “Printer manufacturer” on the contact form to reach our partnerships team.',
    'zh-cn':
      '我们可为新型号提供软件支持、编写驱动和设置指南，并可联合品牌定制下载页面。请在联系表单中选择“打印机厂商”，联系我们的合作团队。',
    'zh-hk':
      '我們可為新型號提供軟件支援、編寫驅動程式和設定指南，並可聯合品牌訂製下載頁面。請在聯絡表格中選擇「打印機廠商」，聯絡我們的合作團隊。',
    'de-de':
      'Wir nehmen neue Modelle in die Software auf, schreiben Treiber und Anleitungen und gestalten auf Wunsch Co-Branding-Downloadseiten. Wählen Sie im Kontaktformular „Druckerhersteller“, um unser Partnerteam zu erreichen.',
    'fr-fr':
      'Nous intégrons de nouveaux modèles au logiciel, écrivons leurs pilotes et guides d’installation et pouvons co-marquer les pages de téléchargement. Choisissez « Fabricant d’imprimantes » dans le formulaire de contact pour joindre notre équipe partenariats.',
    'es-es':
      'Incorporamos nuevos modelos al software, escribimos sus controladores y guías de configuración y podemos crear páginas de descarga de marca compartida. Elija «Fabricante de impresoras» en el formulario de contacto para hablar con nuestro equipo de alianzas.',
  },
  routeDescription: {
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
});
