import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** The catalog forms' translations of a field and the lists' marks for English fallbacks and demo files. */
export const messages = defineMessages({
  group: { id: 'admin.translations.group', defaultMessage: '{field} in other languages' },
  groupHint: {
    id: 'admin.translations.groupHint',
    defaultMessage: 'A language left empty shows the English text to its visitors.',
  },
  name: { id: 'admin.translations.name', defaultMessage: '{language} <hidden>({field})</hidden>' },
  usesEnglish: { id: 'admin.translations.usesEnglish', defaultMessage: 'Uses English' },
  importHeader: { id: 'admin.translations.importHeader', defaultMessage: '{field} ({language})' },
  notAllowed: {
    id: 'admin.translations.notAllowed',
    defaultMessage: 'Use letters, digits, spaces and . _ + - / ( ) # & , only.',
  },
  inEnglish: { id: 'admin.translations.inEnglish', defaultMessage: 'English' },
  inEnglishTitle: {
    id: 'admin.translations.inEnglishTitle',
    defaultMessage: 'No translation in your language: the English text is shown',
  },
  demoFile: { id: 'admin.translations.demoFile', defaultMessage: 'Demo file' },
  demoFileTitle: {
    id: 'admin.translations.demoFileTitle',
    defaultMessage: 'A stand-in shipped with the demo: upload the real file before going live',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.translations.group': '{field}（其他语言）',
    'admin.translations.groupHint': '留空的语言将向其访客显示英文文本。',
    'admin.translations.name': '{language}<hidden>（{field}）</hidden>',
    'admin.translations.usesEnglish': '使用英文',
    'admin.translations.importHeader': '{field}（{language}）',
    'admin.translations.notAllowed': '只能使用字母、数字、空格以及 . _ + - / ( ) # & , 。',
    'admin.translations.inEnglish': '英文',
    'admin.translations.inEnglishTitle': '没有您所用语言的翻译：显示英文文本',
    'admin.translations.demoFile': '演示文件',
    'admin.translations.demoFileTitle': '演示版自带的替代文件：上线前请上传真实文件',
  },
  'zh-hk': {
    'admin.translations.group': '{field}（其他語言）',
    'admin.translations.groupHint': '留空的語言將向其訪客顯示英文文本。',
    'admin.translations.name': '{language}<hidden>（{field}）</hidden>',
    'admin.translations.usesEnglish': '使用英文',
    'admin.translations.importHeader': '{field}（{language}）',
    'admin.translations.notAllowed': '只可使用字母、數字、空格以及 . _ + - / ( ) # & , 。',
    'admin.translations.inEnglish': '英文',
    'admin.translations.inEnglishTitle': '沒有您所用語言的翻譯：顯示英文文本',
    'admin.translations.demoFile': '示範檔案',
    'admin.translations.demoFileTitle': '示範版附帶的替代檔案：上線前請上載真實檔案',
  },
  'de-de': {
    'admin.translations.group': '{field} in anderen Sprachen',
    'admin.translations.groupHint': 'Eine leer gelassene Sprache zeigt ihren Besuchern den englischen Text.',
    'admin.translations.name': '{language} <hidden>({field})</hidden>',
    'admin.translations.usesEnglish': 'Verwendet Englisch',
    'admin.translations.importHeader': '{field} ({language})',
    'admin.translations.notAllowed': 'Nur Buchstaben, Ziffern, Leerzeichen und . _ + - / ( ) # & , verwenden.',
    'admin.translations.inEnglish': 'Englisch',
    'admin.translations.inEnglishTitle': 'Keine Übersetzung in Ihrer Sprache: Der englische Text wird angezeigt',
    'admin.translations.demoFile': 'Demodatei',
    'admin.translations.demoFileTitle': 'Ein Platzhalter aus der Demo: Laden Sie vor dem Livegang die echte Datei hoch',
  },
  'fr-fr': {
    'admin.translations.group': '{field} dans les autres langues',
    'admin.translations.groupHint': 'Une langue laissée vide montre le texte anglais à ses visiteurs.',
    'admin.translations.name': '{language} <hidden>({field})</hidden>',
    'admin.translations.usesEnglish': 'Utilise l’anglais',
    'admin.translations.importHeader': '{field} ({language})',
    'admin.translations.notAllowed':
      'Utilisez uniquement des lettres, des chiffres, des espaces et . _ + - / ( ) # & ,',
    'admin.translations.inEnglish': 'Anglais',
    'admin.translations.inEnglishTitle': 'Aucune traduction dans votre langue : le texte anglais est affiché',
    'admin.translations.demoFile': 'Fichier de démo',
    'admin.translations.demoFileTitle':
      'Un fichier de remplacement fourni avec la démo : téléversez le vrai fichier avant la mise en ligne',
  },
  'es-es': {
    'admin.translations.group': '{field} en otros idiomas',
    'admin.translations.groupHint': 'Un idioma que se deja vacío muestra el texto en inglés a sus visitantes.',
    'admin.translations.name': '{language} <hidden>({field})</hidden>',
    'admin.translations.usesEnglish': 'Usa inglés',
    'admin.translations.importHeader': '{field} ({language})',
    'admin.translations.notAllowed': 'Use solo letras, dígitos, espacios y . _ + - / ( ) # & ,',
    'admin.translations.inEnglish': 'Inglés',
    'admin.translations.inEnglishTitle': 'Sin traducción en su idioma: se muestra el texto en inglés',
    'admin.translations.demoFile': 'Archivo de demostración',
    'admin.translations.demoFileTitle':
      'Un archivo provisional de la demo: suba el archivo real antes de publicar el sitio',
  },
};
