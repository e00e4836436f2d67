import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Whether a download is offered to visitors, as its form's Status field says it. */
export const messages = defineMessages({
  published: { id: 'admin.publish.published', defaultMessage: 'Published' },
  hidden: { id: 'admin.publish.hidden', defaultMessage: 'Hidden (draft)' },
  hiddenOnly: {
    id: 'admin.publish.hiddenOnly',
    defaultMessage: 'You may save it hidden; publishing it needs the permission {permission}.',
  },
  installersNeed: {
    id: 'admin.publish.installersNeed',
    defaultMessage: 'Installer files (.exe, .zip, .pkg …) need the permission {permission}.',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.publish.published': '已发布',
    'admin.publish.hidden': '隐藏（草稿）',
    'admin.publish.hiddenOnly': '您可以隐藏保存；发布需要权限 {permission}。',
    'admin.publish.installersNeed': '安装程序文件（.exe、.zip、.pkg 等）需要权限 {permission}。',
  },
  'zh-hk': {
    'admin.publish.published': '已發佈',
    'admin.publish.hidden': '隱藏（草稿）',
    'admin.publish.hiddenOnly': '您可以隱藏儲存；發佈需要權限 {permission}。',
    'admin.publish.installersNeed': '安裝程式檔案（.exe、.zip、.pkg 等）需要權限 {permission}。',
  },
  'de-de': {
    'admin.publish.published': 'Veröffentlicht',
    'admin.publish.hidden': 'Verborgen (Entwurf)',
    'admin.publish.hiddenOnly':
      'Sie können es verborgen speichern; zum Veröffentlichen ist die Berechtigung {permission} nötig.',
    'admin.publish.installersNeed':
      'Installationsdateien (.exe, .zip, .pkg …) erfordern die Berechtigung {permission}.',
  },
  'fr-fr': {
    'admin.publish.published': 'Publié',
    'admin.publish.hidden': 'Masqué (brouillon)',
    'admin.publish.hiddenOnly': 'Vous pouvez l’enregistrer masqué ; le publier nécessite l’autorisation {permission}.',
    'admin.publish.installersNeed':
      'Les fichiers d’installation (.exe, .zip, .pkg …) nécessitent l’autorisation {permission}.',
  },
  'es-es': {
    'admin.publish.published': 'Publicado',
    'admin.publish.hidden': 'Oculto (borrador)',
    'admin.publish.hiddenOnly': 'Puedes guardarlo oculto; publicarlo requiere el permiso {permission}.',
    'admin.publish.installersNeed':
      'Los archivos de instalación (.exe, .zip, .pkg …) requieren el permiso {permission}.',
  },
};
