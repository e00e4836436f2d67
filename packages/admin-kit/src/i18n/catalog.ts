import { buildCatalog, locales, type Catalog, type Locale, type MessageGroup } from '@labelwise/ui/messages';
import * as pages from '../pages/pages.messages';
import * as request from '../request/request.messages';
import * as fieldErrors from '../request/field-errors.messages';
import * as session from '../session/session.messages';
import * as settings from '../settings/settings.messages';
import * as shell from '../shell/shell.messages';
import * as polish from '../shell/polish.messages';
import * as icons from '../layout/icons.messages';
import * as menuTitles from '../layout/menu-titles.messages';
import * as confirm from '../pages/confirm.messages';
import * as system from '../pages/system/system.messages';
import * as chart from '../pages/site/chart/chart.messages';
import * as link from '../pages/site/link/link.messages';
import * as menu from '../pages/system/menu/menu.messages';
import * as vitals from '../pages/monitor/vitals/vitals.messages';

/** Every message group of admin-kit; each module owns its strings beside its code. */
export const adminMessageGroups: readonly MessageGroup[] = [
  request,
  fieldErrors,
  session,
  settings,
  shell,
  polish,
  icons,
  menuTitles,
  confirm,
  pages,
  system,
  chart,
  link,
  menu,
  vitals,
];

/** admin-kit's strings per locale; merge them with `uiMessages` of `@labelwise/ui` into the IntlProvider. */
export const adminMessages: Record<Locale, Catalog> = Object.fromEntries(
  locales.map((locale) => [locale, buildCatalog(locale, adminMessageGroups)]),
) as Record<Locale, Catalog>;
