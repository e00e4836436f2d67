import { CONTENT_MODULES, MODULES, RESOURCES, type ContentKind, type ModuleKey } from '@labelwise/contract';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messages as menu } from '../../../menu/menuTitles.messages';
import { messages as doctor } from '../doctor/doctor.messages';
import { messages as vitals } from '../vitals/vitals.messages';

/** The menu title of each module's page. */
const moduleTitles: Readonly<Record<ModuleKey, MessageDescriptor>> = {
  contact: menu.contact,
  menu: menu.menus,
  dept: menu.depts,
  online: menu.online,
  server: menu.server,
  // The caches are cleared from the server page.
  cache: menu.server,
  vitals: vitals.title,
  doctor: doctor.title,
};

/** The menu title of each kind of published content. */
const contentTitles: Readonly<Record<ContentKind, MessageDescriptor>> = {
  guide: menu.guides,
  video: menu.videos,
  faq: menu.faq,
  home: menu.homeContent,
  partner: menu.partners,
  notice: menu.notices,
  doctor: menu.doctorTrees,
  doctorStep: menu.doctorSteps,
  shipping: menu.shippingSetups,
  shippingCommon: menu.shippingCommon,
};

/**
 * The modules an operation is logged under (their permission prefix) and the menu title that names each one, so the
 * log says "Brands" where the API wrote `site:brand`: every resource's, every module's and every content kind's.
 */
export const logModules: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries([
  // A resource's page title is its manifest's; one without a page (a driver's releases) shares its permission prefix
  // with the page it is reached from.
  ...RESOURCES.flatMap((resource) => (resource.menu ? [[resource.perm, { id: resource.menu.title }] as const] : [])),
  ...MODULES.map((module) => [module.perm, moduleTitles[module.key]] as const),
  ...CONTENT_MODULES.map((module) => [module.perm, contentTitles[module.key]] as const),
]);

/** A module's menu title in the reader's language; a module this admin does not know shows as the API named it. */
export function moduleTitle(intl: IntlShape, module: string): string {
  const title = logModules[module];
  return title ? intl.formatMessage(title) : module;
}

/** A target name that is a seeded menu's message id (`admin.menu.drivers`) reads as that title. */
export function targetTitle(intl: IntlShape, name: string): string {
  return /^admin\.menu\.[A-Za-z]+$/.test(name) ? intl.formatMessage({ id: name, defaultMessage: name }) : name;
}
