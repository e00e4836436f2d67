import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** The settings drawer's progress messages. */
export const messages = defineMessages({
  saving: { id: 'admin.settings.saving', defaultMessage: 'Saving to local storage, please wait…' },
  resetting: {
    id: 'admin.settings.resetting',
    defaultMessage: 'Clearing the settings cache and refreshing, please wait…',
  },
  fullscreenUnsupported: {
    id: 'admin.settings.fullscreenUnsupported',
    defaultMessage: 'Your browser does not support full screen',
  },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.settings.saving': '正在保存到本地，请稍候…',
    'admin.settings.resetting': '正在清除设置缓存并刷新，请稍候…',
    'admin.settings.fullscreenUnsupported': '你的浏览器不支持全屏',
  },
  'zh-hk': {
    'admin.settings.saving': '正在保存到本地，請稍候…',
    'admin.settings.resetting': '正在清除設置緩存並刷新，請稍候…',
    'admin.settings.fullscreenUnsupported': '你的瀏覽器不支持全屏',
  },
  'de-de': {
    'admin.settings.saving': 'Wird lokal gespeichert, bitte warten…',
    'admin.settings.resetting': 'Einstellungs-Cache wird geleert und neu geladen, bitte warten…',
    'admin.settings.fullscreenUnsupported': 'Ihr Browser unterstützt den Vollbildmodus nicht',
  },
  'fr-fr': {
    'admin.settings.saving': 'Enregistrement local en cours, veuillez patienter…',
    'admin.settings.resetting': 'Effacement du cache des paramètres et actualisation, veuillez patienter…',
    'admin.settings.fullscreenUnsupported': 'Votre navigateur ne prend pas en charge le plein écran',
  },
  'es-es': {
    'admin.settings.saving': 'Guardando localmente, espere…',
    'admin.settings.resetting': 'Borrando la caché de configuración y actualizando, espere…',
    'admin.settings.fullscreenUnsupported': 'Su navegador no admite la pantalla completa',
  },
};
