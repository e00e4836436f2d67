import type { LocalizedText } from '../define';

/**
 * Texts that several areas show under their own ids (a page's name in the menu, the footer and its title; a form's
 * placeholders): written once here and referenced by each area, so a translation fixed here is fixed everywhere.
 * Not an area itself: the ids stay the areas' own.
 */
export const sharedTexts = {
  labelPdfPromo: {
    'en-us':
      'Label printed too small, or on a full sheet? Crop your carrier’s Letter or A4 PDF to 4×6 in your browser, nothing uploaded.',
    'zh-cn': '标签打印得太小，或印在整张纸上？在浏览器中把快递公司的 Letter 或 A4 PDF 裁剪成 4×6 英寸，无需上传。',
    'zh-hk': '標籤列印得太小，或印在整張紙上？在瀏覽器中把速遞公司的 Letter 或 A4 PDF 裁剪成 4×6 吋，無需上載。',
    'de-de':
      'Etikett zu klein oder auf einem ganzen Blatt gedruckt? Schneiden Sie das Letter- oder A4-PDF Ihres Versanddienstes im Browser auf 4×6 Zoll zu, ohne Upload.',
    'fr-fr':
      'Étiquette imprimée trop petite ou sur une feuille entière ? Recadrez le PDF Letter ou A4 de votre transporteur en 4×6 dans votre navigateur, sans rien envoyer.',
    'es-es':
      '¿La etiqueta sale demasiado pequeña o en una hoja entera? Recorte a 4×6 el PDF Carta o A4 de su transportista en el navegador, sin subir nada.',
  },
  supportedBarcodes: {
    'en-us': 'Supported barcodes',
    'zh-cn': '支持的条码',
    'zh-hk': '支援的條碼',
    'de-de': 'Unterstützte Barcodes',
    'fr-fr': 'Codes-barres pris en charge',
    'es-es': 'Códigos de barras compatibles',
  },
  noData: {
    'en-us': 'No data',
    'zh-cn': '暂无数据',
    'zh-hk': '暫無數據',
    'de-de': 'Keine Daten',
    'fr-fr': 'Aucune donnée',
    'es-es': 'Sin datos',
  },
  pleaseSelect: {
    'en-us': 'Please select',
    'zh-cn': '请选择',
    'zh-hk': '請選擇',
    'de-de': 'Bitte auswählen',
    'fr-fr': 'Veuillez sélectionner',
    'es-es': 'Seleccione una opción',
  },
  pleaseInput: {
    'en-us': 'Please input',
    'zh-cn': '请输入',
    'zh-hk': '請輸入',
    'de-de': 'Bitte eingeben',
    'fr-fr': 'Veuillez saisir',
    'es-es': 'Rellene este campo',
  },
  contactUs: {
    'en-us': 'Contact us',
    'zh-cn': '联系我们',
    'zh-hk': '聯絡我們',
    'de-de': 'Kontakt',
    'fr-fr': 'Nous contacter',
    'es-es': 'Contacto',
  },
  windows: {
    'en-us': 'Windows',
    'zh-cn': 'Windows',
    'zh-hk': 'Windows',
    'de-de': 'Windows',
    'fr-fr': 'Windows',
    'es-es': 'Windows',
  },
  android: {
    'en-us': 'Android',
    'zh-cn': 'Android',
    'zh-hk': 'Android',
    'de-de': 'Android',
    'fr-fr': 'Android',
    'es-es': 'Android',
  },
  design: {
    'en-us': 'Design',
    'zh-cn': '设计',
    'zh-hk': '設計',
    'de-de': 'Gestaltung',
    'fr-fr': 'Conception',
    'es-es': 'Diseño',
  },
  data: {
    'en-us': 'Data',
    'zh-cn': '数据',
    'zh-hk': '數據',
    'de-de': 'Daten',
    'fr-fr': 'Données',
    'es-es': 'Datos',
  },
  print: {
    'en-us': 'Print',
    'zh-cn': '打印',
    'zh-hk': '列印',
    'de-de': 'Drucken',
    'fr-fr': 'Impression',
    'es-es': 'Impresión',
  },
  features: {
    'en-us': 'Features',
    'zh-cn': '功能',
    'zh-hk': '功能',
    'de-de': 'Funktionen',
    'fr-fr': 'Fonctionnalités',
    'es-es': 'Funciones',
  },
  privacyCompliance: {
    'en-us': 'Privacy & Compliance',
    'zh-cn': '隐私与合规',
    'zh-hk': '私隱與合規',
    'de-de': 'Datenschutz & Compliance',
    'fr-fr': 'Confidentialité et conformité',
    'es-es': 'Privacidad y cumplimiento',
  },
  drivers: {
    'en-us': 'Drivers',
    'zh-cn': '驱动程序',
    'zh-hk': '驅動程式',
    'de-de': 'Treiber',
    'fr-fr': 'Pilotes',
    'es-es': 'Controladores',
  },
  guidesFaq: {
    'en-us': 'Guides and FAQ',
    'zh-cn': '指南与常见问题',
    'zh-hk': '指南與常見問題',
    'de-de': 'Anleitungen und FAQ',
    'fr-fr': 'Guides et FAQ',
    'es-es': 'Guías y preguntas frecuentes',
  },
  aboutUs: {
    'en-us': 'About us',
    'zh-cn': '关于我们',
    'zh-hk': '關於我們',
    'de-de': 'Über uns',
    'fr-fr': 'À propos',
    'es-es': 'Sobre nosotros',
  },
  compatibilityChart: {
    'en-us': 'Compatibility chart',
    'zh-cn': '兼容性列表',
    'zh-hk': '相容性列表',
    'de-de': 'Kompatibilitätstabelle',
    'fr-fr': 'Tableau de compatibilité',
    'es-es': 'Tabla de compatibilidad',
  },
} as const satisfies Record<string, LocalizedText>;
