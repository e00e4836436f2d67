/**
 * A page's heading says what its menu entry says, in every language: an operator who clicks "驱动程序" lands on a page
 * headed "驱动程序", not "驱动". Each seeded menu title is paired with the message its page puts in its heading.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '@labelwise/ui/messages';
import { adminMessages } from '../i18n/catalog';
import { messages as menu } from '../menu/menuTitles.messages';
import { messages as logistics } from './logistics/logistics.messages';
import { messages as logininfor } from './monitor/logininfor/logininfor.messages';
import { messages as online } from './monitor/online/online.messages';
import { messages as operlog } from './monitor/operlog/operlog.messages';
import { messages as server } from './monitor/server/server.messages';
import { messages as pages } from './pages.messages';
import { messages as chart } from './site/chart/chart.messages';
import { messages as compat } from './site/compat/compat.messages';
import { messages as link } from './site/link/link.messages';
import { messages as release } from './site/release/release.messages';
import { messages as dept } from './system/dept/dept.messages';
import { messages as menuPage } from './system/menu/menu.messages';
import { messages as post } from './system/post/post.messages';
import { systemMessages as system } from './system/system.messages';
import { messages as apiDocs } from './tool/swagger/swagger.messages';

/** Menu title id → the heading message of the page it opens. */
const PAGES: ReadonlyArray<readonly [menuTitle: { id: string }, heading: { id: string }]> = [
  [menu.users, system.users],
  [menu.roles, system.roles],
  [menu.menus, menuPage.title],
  [menu.dictionary, system.dictTypes],
  [menu.dictionaryData, system.dictData],
  [menu.config, system.configs],
  [menu.depts, dept.title],
  [menu.posts, post.title],
  [menu.brands, pages.brands],
  [menu.printerModels, pages.models],
  [menu.drivers, pages.drivers],
  [release.menu, release.title],
  [{ id: 'admin.menu.compat' }, compat.title],
  [menu.manuals, pages.manuals],
  [menu.chart, chart.title],
  [menu.links, link.title],
  [menu.contact, pages.contactMessages],
  [menu.operLog, operlog.title],
  [menu.loginLog, logininfor.title],
  [menu.online, online.title],
  [menu.server, server.title],
  [menu.forwarders, logistics.forwarders],
  [menu.tracking, logistics.tracking],
  [menu.apiDocs, apiDocs.title],
];

describe('page headings match their menu titles', () => {
  it.each(locales)('in %s', (locale) => {
    const catalog = adminMessages[locale] as Record<string, string>;
    const differing = PAGES.filter(([title, heading]) => catalog[title.id] !== catalog[heading.id]).map(
      ([title, heading]) => `${title.id} “${catalog[title.id]}” ≠ ${heading.id} “${catalog[heading.id]}”`,
    );
    expect(differing).toEqual([]);
    for (const [title] of PAGES) expect(catalog[title.id], title.id).toBeTruthy();
  });
});
