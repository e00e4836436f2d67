import Cookies from 'js-cookie';
import type { ComponentType } from 'react';
import { TAGS_STORAGE_KEY } from '../layout/tags';
import { createMemoryTokenStore } from '../request/tokenStore';
import { SIDEBAR_COOKIE, SIZE_COOKIE } from '../settings/appState';
import { LAYOUT_SETTINGS_KEY } from '../settings/layoutSettings';
import { AdminApp, memoryRouterFactory } from '../shell/AdminApp';
import { LOCALE_STORAGE_KEY } from '../shell/locale';
import { createFakeApi } from './fakeApi';
import { menuDirectory, menuPage } from './menuFixtures';

/**
 * A story's `beforeEach`: the story's locale global becomes the back office's language, and nothing the shell keeps
 * in the browser (layout settings, language, open tags, the sidebar and size cookies, the page title) carries over
 * from one story to the next, whatever order the stories run in.
 */
export function cleanAdminStorage({ globals }: { globals: Record<string, unknown> }) {
  const clean = () => {
    localStorage.removeItem(LAYOUT_SETTINGS_KEY);
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    // The open tags are kept per browser tab: one story's tags must not come back in the next.
    sessionStorage.removeItem(TAGS_STORAGE_KEY);
    // A phone-sized story closes the sidebar, and that is remembered in a cookie.
    Cookies.remove(SIDEBAR_COOKIE, { path: '/' });
    Cookies.remove(SIZE_COOKIE, { path: '/' });
  };
  clean();
  localStorage.setItem(LOCALE_STORAGE_KEY, String(globals.locale ?? 'en-us'));
  const title = document.title;
  return () => {
    clean();
    document.title = title;
  };
}

export interface MonitorPageStory {
  /** The page's key as the server's menu names it (`monitor/online/index`). */
  component: string;
  /** Its path under `/monitor` (`online`). */
  path: string;
  title: string;
  page: ComponentType;
  permissions: string[];
  /** Answers the page's own calls; `undefined` leaves a call to the fake API (session, menu, empty lists). */
  respond: (request: Request) => Response | undefined;
}

/** The whole back office, signed in with `permissions`, opened on one Monitor page over a fake API. */
export function MonitorPageApp({ component, path, title, page, permissions, respond }: MonitorPageStory) {
  const menu = [
    menuDirectory('Monitor', '/monitor', { title: 'Monitor', icon: 'monitor' }, [
      menuPage(title, path, component, title, 'monitor'),
    ]),
  ];
  const api = createFakeApi({ roles: ['admin'], permissions, menu });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return respond(request) ?? api.fetch(request);
  };
  return (
    <AdminApp
      pages={{ [component]: () => Promise.resolve({ default: page }) }}
      dashboard={() => null}
      tokenStore={createMemoryTokenStore('tok-story')}
      fetch={fetch}
      origin="http://admin.test"
      createRouter={memoryRouterFactory}
      initialPath={`/monitor/${path}`}
    />
  );
}
