import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the API documentation page (tool:swagger:list); the reference itself is the API's, in English. */
export const messages = defineMessages({
  title: { id: 'admin.apiDocs.title', defaultMessage: 'API docs' },
  intro: {
    id: 'admin.apiDocs.intro',
    defaultMessage:
      'Every endpoint of this site’s API, generated from the rules the server checks. The reference is in English; it can be read here but not used to send requests.',
  },
  loading: { id: 'admin.apiDocs.loading', defaultMessage: 'Loading the API reference…' },
  failed: { id: 'admin.apiDocs.failed', defaultMessage: 'The API reference could not be loaded' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.apiDocs.title': '接口文档',
    'admin.apiDocs.intro': '本站 API 的全部接口，由服务器校验的规则生成。文档为英文，仅供查阅，不能在此发送请求。',
    'admin.apiDocs.loading': '正在加载接口文档…',
    'admin.apiDocs.failed': '无法加载接口文档',
  },
  'zh-hk': {
    'admin.apiDocs.title': '介面文件',
    'admin.apiDocs.intro': '本站 API 的全部介面，由伺服器檢查的規則產生。文件為英文，僅供查閱，不能在此傳送請求。',
    'admin.apiDocs.loading': '正在載入介面文件…',
    'admin.apiDocs.failed': '無法載入介面文件',
  },
  'de-de': {
    'admin.apiDocs.title': 'API-Dokumentation',
    'admin.apiDocs.intro':
      'Alle Endpunkte der API dieser Website, erzeugt aus den Regeln, die der Server prüft. Die Referenz ist englisch; sie lässt sich hier lesen, aber nicht zum Senden von Anfragen nutzen.',
    'admin.apiDocs.loading': 'API-Referenz wird geladen …',
    'admin.apiDocs.failed': 'Die API-Referenz konnte nicht geladen werden',
  },
  'fr-fr': {
    'admin.apiDocs.title': 'Documentation de l’API',
    'admin.apiDocs.intro':
      'Tous les points d’accès de l’API de ce site, générés à partir des règles que le serveur vérifie. La référence est en anglais ; elle se consulte ici mais ne permet pas d’envoyer de requêtes.',
    'admin.apiDocs.loading': 'Chargement de la référence de l’API…',
    'admin.apiDocs.failed': 'La référence de l’API n’a pas pu être chargée',
  },
  'es-es': {
    'admin.apiDocs.title': 'Documentación de la API',
    'admin.apiDocs.intro':
      'Todos los endpoints de la API de este sitio, generados a partir de las reglas que comprueba el servidor. La referencia está en inglés; se puede consultar aquí, pero no sirve para enviar peticiones.',
    'admin.apiDocs.loading': 'Cargando la referencia de la API…',
    'admin.apiDocs.failed': 'No se pudo cargar la referencia de la API',
  },
};
