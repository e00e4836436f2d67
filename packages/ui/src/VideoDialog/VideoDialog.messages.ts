import { defineMessages, type Translations } from '../i18n/defineMessages';

export const messages = defineMessages({
  duration: {
    id: 'lw.videoDialog.duration',
    defaultMessage: 'Length {duration}',
    description: 'The clip length, e.g. "Length 0:04".',
  },
  loading: { id: 'lw.videoDialog.loading', defaultMessage: 'Loading the video…' },
  failed: {
    id: 'lw.videoDialog.failed',
    defaultMessage: 'The video could not be loaded. Check your connection and try again, or open the file directly.',
  },
  openFile: { id: 'lw.videoDialog.openFile', defaultMessage: 'Open the video file' },
  retry: { id: 'lw.videoDialog.retry', defaultMessage: 'Try again' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'lw.videoDialog.duration': '时长 {duration}',
    'lw.videoDialog.loading': '正在加载视频…',
    'lw.videoDialog.failed': '视频无法加载。请检查网络连接后重试，或直接打开文件。',
    'lw.videoDialog.openFile': '打开视频文件',
    'lw.videoDialog.retry': '重试',
  },
  'zh-hk': {
    'lw.videoDialog.duration': '時長 {duration}',
    'lw.videoDialog.loading': '正在載入影片…',
    'lw.videoDialog.failed': '影片無法載入。請檢查網絡連線後重試，或直接開啟檔案。',
    'lw.videoDialog.openFile': '開啟影片檔案',
    'lw.videoDialog.retry': '重試',
  },
  'de-de': {
    'lw.videoDialog.duration': 'Länge {duration}',
    'lw.videoDialog.loading': 'Video wird geladen…',
    'lw.videoDialog.failed':
      'Das Video konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut, oder öffnen Sie die Datei direkt.',
    'lw.videoDialog.openFile': 'Videodatei öffnen',
    'lw.videoDialog.retry': 'Erneut versuchen',
  },
  'fr-fr': {
    'lw.videoDialog.duration': 'Durée {duration}',
    'lw.videoDialog.loading': 'Chargement de la vidéo…',
    'lw.videoDialog.failed':
      'La vidéo n’a pas pu être chargée. Vérifiez votre connexion et réessayez, ou ouvrez directement le fichier.',
    'lw.videoDialog.openFile': 'Ouvrir le fichier vidéo',
    'lw.videoDialog.retry': 'Réessayer',
  },
  'es-es': {
    'lw.videoDialog.duration': 'Duración {duration}',
    'lw.videoDialog.loading': 'Cargando el vídeo…',
    'lw.videoDialog.failed':
      'No se pudo cargar el vídeo. Compruebe su conexión e inténtelo de nuevo, o abra el archivo directamente.',
    'lw.videoDialog.openFile': 'Abrir el archivo de vídeo',
    'lw.videoDialog.retry': 'Reintentar',
  },
};
