import type { ContentLocale } from '@labelwise/contract';

/** The words of the driver feeds, in the six site locales ({model} is the printer's name). */
export const FEED_TEXT: Record<
  ContentLocale,
  { model: string; all: string; subtitle: string; knownIssues: string; author: string }
> = {
  'en-us': {
    model: '{model} drivers',
    all: 'Labelwise printer driver releases',
    subtitle: 'New driver versions with their release notes and known issues.',
    knownIssues: 'Known issues: {text}',
    author: 'Labelwise',
  },
  'zh-cn': {
    model: '{model} 驱动程序',
    all: 'Labelwise 打印机驱动程序发布',
    subtitle: '新的驱动程序版本及其发布说明和已知问题。',
    knownIssues: '已知问题：{text}',
    author: 'Labelwise',
  },
  'zh-hk': {
    model: '{model} 驅動程式',
    all: 'Labelwise 打印機驅動程式發佈',
    subtitle: '新的驅動程式版本及其發佈說明和已知問題。',
    knownIssues: '已知問題：{text}',
    author: 'Labelwise',
  },
  'de-de': {
    model: '{model}-Treiber',
    all: 'Labelwise-Druckertreiber: neue Versionen',
    subtitle: 'Neue Treiberversionen mit Versionshinweisen und bekannten Problemen.',
    knownIssues: 'Bekannte Probleme: {text}',
    author: 'Labelwise',
  },
  'fr-fr': {
    model: 'Pilotes {model}',
    all: 'Versions des pilotes d’imprimante Labelwise',
    subtitle: 'Nouvelles versions de pilotes avec leurs notes de version et leurs problèmes connus.',
    knownIssues: 'Problèmes connus : {text}',
    author: 'Labelwise',
  },
  'es-es': {
    model: 'Controladores de {model}',
    all: 'Versiones de controladores de impresora Labelwise',
    subtitle: 'Nuevas versiones de controladores con sus notas de la versión y problemas conocidos.',
    knownIssues: 'Problemas conocidos: {text}',
    author: 'Labelwise',
  },
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
