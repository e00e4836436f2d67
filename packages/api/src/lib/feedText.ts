import type { ContentLocale } from '@labelwise/contract';

/** The words of the driver feeds, in the six site locales ({model} is the printer's name). */
export const FEED_TEXT: Record<
  ContentLocale,
  { model: string; all: string; subtitle: string; knownIssues: string; author: string; demo: string; demoNote: string }
> = {
  'en-us': {
    model: '{model} drivers',
    all: 'Labelwise printer driver releases',
    subtitle: 'New driver versions with their release notes and known issues.',
    knownIssues: 'Known issues: {text}',
    author: 'Labelwise',
    demo: '{title} (demo file, not a real driver)',
    demoNote: 'This download is a stand-in of the demo site: it holds a short text file, not a driver.',
  },
  'zh-cn': {
    model: '{model} 驱动程序',
    all: 'Labelwise 打印机驱动程序发布',
    subtitle: '新的驱动程序版本及其发布说明和已知问题。',
    knownIssues: '已知问题：{text}',
    author: 'Labelwise',
    demo: '{title}（演示文件，并非真实驱动程序）',
    demoNote: '此下载是演示站点的占位文件：其中只有一个简短的文本文件，并非驱动程序。',
  },
  'zh-hk': {
    model: '{model} 驅動程式',
    all: 'Labelwise 打印機驅動程式發佈',
    subtitle: '新的驅動程式版本及其發佈說明和已知問題。',
    knownIssues: '已知問題：{text}',
    author: 'Labelwise',
    demo: '{title}（示範檔案，並非真正的驅動程式）',
    demoNote: '此下載是示範網站的暫代檔案：內含一個簡短的文字檔，並非驅動程式。',
  },
  'de-de': {
    model: '{model}-Treiber',
    all: 'Labelwise-Druckertreiber: neue Versionen',
    subtitle: 'Neue Treiberversionen mit Versionshinweisen und bekannten Problemen.',
    knownIssues: 'Bekannte Probleme: {text}',
    author: 'Labelwise',
    demo: '{title} (Demo-Datei, kein echter Treiber)',
    demoNote:
      'Dieser Download ist ein Platzhalter der Demo-Website: Er enthält nur eine kurze Textdatei, keinen Treiber.',
  },
  'fr-fr': {
    model: 'Pilotes {model}',
    all: 'Versions des pilotes d’imprimante Labelwise',
    subtitle: 'Nouvelles versions de pilotes avec leurs notes de version et leurs problèmes connus.',
    knownIssues: 'Problèmes connus : {text}',
    author: 'Labelwise',
    demo: '{title} (fichier de démonstration, pas un vrai pilote)',
    demoNote:
      'Ce téléchargement est un fichier provisoire du site de démonstration : il contient un court fichier texte, pas un pilote.',
  },
  'es-es': {
    model: 'Controladores de {model}',
    all: 'Versiones de controladores de impresora Labelwise',
    subtitle: 'Nuevas versiones de controladores con sus notas de la versión y problemas conocidos.',
    knownIssues: 'Problemas conocidos: {text}',
    author: 'Labelwise',
    demo: '{title} (archivo de demostración, no es un controlador real)',
    demoNote:
      'Esta descarga es un archivo provisional del sitio de demostración: contiene un breve archivo de texto, no un controlador.',
  },
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
