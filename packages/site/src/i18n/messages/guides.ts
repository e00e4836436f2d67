import { videoTitleTexts } from '@labelwise/contract/media';
import { defineArea } from '../define';
import { sharedTexts } from './shared';

/**
 * Guides & FAQ page (/guides): 10 PC and 5 mobile video titles. The titles are the contract's `videoTitleTexts`, which
 * the API seeds as the first published videos; they are referenced entry by entry, not spread: the build blanks each
 * entry's text (build/locale-catalogs.ts), so the texts ship once, in the catalogs.
 */
export const guides = defineArea('site.guides', {
  title: sharedTexts.guidesFaq,
  intro: {
    'en-us':
      'Short videos that walk you through installing Labelwise, setting up your printer and designing labels, followed by answers to the questions we are asked most.',
    'zh-cn': '简短视频带您完成 Labelwise 安装、打印机设置和标签设计，下方是最常见问题的解答。',
    'zh-hk': '簡短影片帶您完成 Labelwise 安裝、打印機設定和標籤設計，下方是最常見問題的解答。',
    'de-de':
      'Kurze Videos zeigen Installation, Druckereinrichtung und Etikettengestaltung; darunter finden Sie Antworten auf die häufigsten Fragen.',
    'fr-fr':
      'De courtes vidéos pour installer Labelwise, configurer votre imprimante et créer vos étiquettes, suivies des réponses aux questions les plus fréquentes.',
    'es-es':
      'Vídeos breves para instalar Labelwise, configurar la impresora y diseñar etiquetas, seguidos de las respuestas a las preguntas más frecuentes.',
  },
  pcVideos: {
    'en-us': 'Videos for Windows and Mac',
    'zh-cn': 'Windows 与 Mac 视频',
    'zh-hk': 'Windows 與 Mac 影片',
    'de-de': 'Videos für Windows und Mac',
    'fr-fr': 'Vidéos pour Windows et Mac',
    'es-es': 'Vídeos para Windows y Mac',
  },
  mobileVideos: {
    'en-us': 'Videos for the mobile app',
    'zh-cn': '移动应用视频',
    'zh-hk': '流動應用程式影片',
    'de-de': 'Videos für die Mobil-App',
    'fr-fr': 'Vidéos pour l’application mobile',
    'es-es': 'Vídeos de la aplicación móvil',
  },
  faqTitle: {
    'en-us': 'Frequently asked questions',
    'zh-cn': '常见问题',
    'zh-hk': '常見問題',
    'de-de': 'Häufige Fragen',
    'fr-fr': 'Questions fréquentes',
    'es-es': 'Preguntas frecuentes',
  },
  placeholderBadge: {
    'en-us': 'Demo clip',
    'zh-cn': '演示视频',
    'zh-hk': '示範影片',
    'de-de': 'Demo-Clip',
    'fr-fr': 'Clip de démo',
    'es-es': 'Clip de demostración',
  },
  cardMeta: {
    'en-us': '{duration} · demo clip',
    'zh-cn': '{duration} · 演示视频',
    'zh-hk': '{duration} · 示範影片',
    'de-de': '{duration} · Demo-Clip',
    'fr-fr': '{duration} · clip de démo',
    'es-es': '{duration} · clip de demostración',
  },
  placeholderNote: {
    'en-us':
      'Demo clip: a still image of the tutorial’s topic, shown only on the demo site. The live site shows the recorded tutorial once it is uploaded.',
    'zh-cn': '演示视频：仅为教程主题的静态画面，只在演示站点显示。正式录制的教程上传后，正式网站才会显示。',
    'zh-hk': '示範影片：僅為教學主題的靜態畫面，只在示範網站顯示。正式錄製的教學上載後，正式網站才會顯示。',
    'de-de':
      'Demo-Clip: ein Standbild zum Thema des Tutorials, nur auf der Demo-Website. Die Live-Website zeigt die aufgezeichnete Anleitung, sobald sie hochgeladen ist.',
    'fr-fr':
      'Clip de démo : une image fixe du sujet du tutoriel, affichée uniquement sur le site de démonstration. Le site en ligne montrera le tutoriel enregistré une fois téléversé.',
    'es-es':
      'Clip de demostración: una imagen fija del tema del tutorial, solo en el sitio de demostración. El sitio publicado mostrará el tutorial grabado cuando se suba.',
  },
  fileMeta: {
    'en-us': 'MP4 file, {size, number} KB',
    'zh-cn': 'MP4 文件，{size, number} KB',
    'zh-hk': 'MP4 檔案，{size, number} KB',
    'de-de': 'MP4-Datei, {size, number} KB',
    'fr-fr': 'Fichier MP4, {size, number} Ko',
    'es-es': 'Archivo MP4, {size, number} KB',
  },
  pcInstallWindows: videoTitleTexts.pcInstallWindows,
  pcInstallMac: videoTitleTexts.pcInstallMac,
  pcDriverWindows: videoTitleTexts.pcDriverWindows,
  pcDriverMac: videoTitleTexts.pcDriverMac,
  pcFirstLabel: videoTitleTexts.pcFirstLabel,
  pcExcel: videoTitleTexts.pcExcel,
  pcBarcodes: videoTitleTexts.pcBarcodes,
  pcPdf: videoTitleTexts.pcPdf,
  pcSerial: videoTitleTexts.pcSerial,
  pcCalibrate: videoTitleTexts.pcCalibrate,
  mobileConnect: videoTitleTexts.mobileConnect,
  mobileCreate: videoTitleTexts.mobileCreate,
  mobileShipping: videoTitleTexts.mobileShipping,
  mobileScan: videoTitleTexts.mobileScan,
  mobileTemplates: videoTitleTexts.mobileTemplates,
  siteFindDriver: videoTitleTexts.siteFindDriver,
  siteChart: videoTitleTexts.siteChart,
  siteDoctor: videoTitleTexts.siteDoctor,
  siteLabelPdf: videoTitleTexts.siteLabelPdf,
  siteDoctorPhone: videoTitleTexts.siteDoctorPhone,
  labelPdfPromo: sharedTexts.labelPdfPromo,
  doctorLink: {
    'en-us': 'Printer misbehaving? The printer doctor finds the fix with you, one step at a time.',
    'zh-cn': '打印机出问题了？打印机诊断陪您一步一步找到解决办法。',
    'zh-hk': '打印機出問題了？打印機診斷陪您一步一步找到解決辦法。',
    'de-de': 'Der Drucker macht Probleme? Der Drucker-Doktor findet mit Ihnen die Lösung, Schritt für Schritt.',
    'fr-fr': 'L’imprimante fait des siennes ? Le docteur imprimante trouve la solution avec vous, étape par étape.',
    'es-es': '¿La impresora da problemas? El doctor de impresoras encuentra la solución con usted, paso a paso.',
  },
});
