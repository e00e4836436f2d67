import { partnerIntroTexts } from '@labelwise/contract/media';
import { defineArea } from '../define';

/**
 * Partner-brand pages (/phomemo, /itari, /omezizy). The introductions are the contract's `partnerIntroTexts`, which the
 * API seeds; they are referenced entry by entry, not spread: the build blanks each entry's text
 * (build/locale-catalogs.ts), so the texts ship once, in the catalogs.
 */
export const partners = defineArea('site.partners', {
  phomemoIntro: partnerIntroTexts.phomemoIntro,
  itariIntro: partnerIntroTexts.itariIntro,
  omezizyIntro: partnerIntroTexts.omezizyIntro,
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
