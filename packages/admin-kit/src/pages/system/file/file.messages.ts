import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Strings of the uploaded files page (system:file:*); its menu title is the seed's `admin.menu.files`. */
export const messages = defineMessages({
  title: { id: 'admin.menu.files', defaultMessage: 'Uploaded files' },
  originalName: { id: 'admin.pages.file.originalName', defaultMessage: 'File name' },
  ext: { id: 'admin.pages.file.ext', defaultMessage: 'Type' },
  size: { id: 'admin.pages.file.size', defaultMessage: 'Size' },
  uploadedBy: { id: 'admin.pages.file.uploadedBy', defaultMessage: 'Uploaded by' },
  uploaded: { id: 'admin.pages.file.uploaded', defaultMessage: 'Uploaded' },
  removeTitle: { id: 'admin.pages.file.removeTitle', defaultMessage: 'Delete file?' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.menu.files': '上传文件',
    'admin.pages.file.originalName': '文件名',
    'admin.pages.file.ext': '类型',
    'admin.pages.file.size': '大小',
    'admin.pages.file.uploadedBy': '上传者',
    'admin.pages.file.uploaded': '上传时间',
    'admin.pages.file.removeTitle': '删除文件？',
  },
  'zh-hk': {
    'admin.menu.files': '上載檔案',
    'admin.pages.file.originalName': '檔案名稱',
    'admin.pages.file.ext': '類型',
    'admin.pages.file.size': '大小',
    'admin.pages.file.uploadedBy': '上載者',
    'admin.pages.file.uploaded': '上載時間',
    'admin.pages.file.removeTitle': '刪除檔案？',
  },
  'de-de': {
    'admin.menu.files': 'Hochgeladene Dateien',
    'admin.pages.file.originalName': 'Dateiname',
    'admin.pages.file.ext': 'Typ',
    'admin.pages.file.size': 'Größe',
    'admin.pages.file.uploadedBy': 'Hochgeladen von',
    'admin.pages.file.uploaded': 'Hochgeladen am',
    'admin.pages.file.removeTitle': 'Datei löschen?',
  },
  'fr-fr': {
    'admin.menu.files': 'Fichiers téléversés',
    'admin.pages.file.originalName': 'Nom du fichier',
    'admin.pages.file.ext': 'Type',
    'admin.pages.file.size': 'Taille',
    'admin.pages.file.uploadedBy': 'Téléversé par',
    'admin.pages.file.uploaded': 'Téléversé le',
    'admin.pages.file.removeTitle': 'Supprimer le fichier ?',
  },
  'es-es': {
    'admin.menu.files': 'Archivos subidos',
    'admin.pages.file.originalName': 'Nombre del archivo',
    'admin.pages.file.ext': 'Tipo',
    'admin.pages.file.size': 'Tamaño',
    'admin.pages.file.uploadedBy': 'Subido por',
    'admin.pages.file.uploaded': 'Subido el',
    'admin.pages.file.removeTitle': '¿Eliminar el archivo?',
  },
};
