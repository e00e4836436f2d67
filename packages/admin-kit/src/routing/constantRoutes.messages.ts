import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Titles of the pages every signed-in user has; the account menu's entry names the page it opens. */
export const messages = defineMessages({
  profile: { id: 'admin.routes.profile', defaultMessage: 'My profile' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': { 'admin.routes.profile': '个人中心' },
  'zh-hk': { 'admin.routes.profile': '個人中心' },
  'de-de': { 'admin.routes.profile': 'Mein Profil' },
  'fr-fr': { 'admin.routes.profile': 'Mon profil' },
  'es-es': { 'admin.routes.profile': 'Mi perfil' },
};
