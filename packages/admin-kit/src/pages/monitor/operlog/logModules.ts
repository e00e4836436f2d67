import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messages as menu } from '../../../layout/menu-titles.messages';

/**
 * The modules an operation is logged under (their permission prefix) and the menu title that names each one, so the
 * log says "Brands" where the API wrote `site:brand`.
 */
export const logModules: Readonly<Record<string, MessageDescriptor>> = {
  'site:brand': menu.brands,
  'site:model': menu.printerModels,
  'site:driver': menu.drivers,
  'site:manual': menu.manuals,
  'site:chart': menu.chart,
  'site:link': menu.links,
  'site:contact': menu.contact,
  'site:guide': menu.guides,
  'site:video': menu.videos,
  'site:faq': menu.faq,
  'site:home': menu.homeContent,
  'site:partner': menu.partners,
  'site:notice': menu.notices,
  'system:user': menu.users,
  'system:role': menu.roles,
  'system:menu': menu.menus,
  'system:dict': menu.dictionary,
  'system:config': menu.config,
  'system:dept': menu.depts,
  'system:post': menu.posts,
  'monitor:operlog': menu.operLog,
  'monitor:logininfor': menu.loginLog,
  'monitor:online': menu.online,
  'monitor:cache': menu.server,
  'logistics:forwarder': menu.forwarders,
  'logistics:tracking': menu.tracking,
};

/** A module's menu title in the reader's language; a module this admin does not know shows as the API named it. */
export function moduleTitle(intl: IntlShape, module: string): string {
  const title = logModules[module];
  return title ? intl.formatMessage(title) : module;
}

/** A target name that is a seeded menu's message id (`admin.menu.drivers`) reads as that title. */
export function targetTitle(intl: IntlShape, name: string): string {
  return /^admin\.menu\.[A-Za-z]+$/.test(name) ? intl.formatMessage({ id: name, defaultMessage: name }) : name;
}
