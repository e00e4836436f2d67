import { LabelwiseProvider, ToastProvider, type Locale } from '@labelwise/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { uiMessages } from '@labelwise/ui/messages';
import { adminMessages } from '../i18n/catalog';
import { createTagsStore } from '../layout/tags';
import { PermissionsProvider } from '../permissions/PermissionsProvider';
import { createSessionStore } from '../session/sessionStore';
import { createAppStore } from '../settings/appState';
import { createLayoutSettingsStore } from '../settings/layoutSettings';
import { AdminRuntimeContext, type AdminRuntime } from '../runtime/adminRuntime';
import { createFakeFetch, type Responder } from './fakeFetch';
import { createTestClient } from './testClient';

/**
 * Renders one back-office page with a real request layer over a fake API, for a user holding `permissions`; `me` is
 * the signed-in user as `/getInfo` names it (for pages that treat your own row apart); `locale` the operator's
 * language (English by default). Downloads land in `saved`.
 */
export function renderPage(
  ui: ReactElement,
  {
    permissions,
    respond,
    me,
    locale = 'en-us',
  }: { permissions: string[]; respond: Responder; me?: { userId: number; userName: string }; locale?: Locale },
) {
  const fake = createFakeFetch(respond);
  const saved: { blob: Blob; name: string }[] = [];
  const { client, tokenStore, notices } = createTestClient({
    fetch: fake.fetch,
    saveFile: (blob, name) => saved.push({ blob, name }),
  });
  const session = createSessionStore(client, tokenStore);
  const signedIn = { status: 'ready' as const, user: me, roles: ['editor'], permissions, menu: [] };
  const runtime: AdminRuntime = {
    client,
    session: me ? { ...session, getState: () => signedIn } : session,
    app: createAppStore(),
    layout: createLayoutSettingsStore(),
    tags: createTagsStore(),
    notify: (notice) => notices.push(notice),
    locale,
    setLocale: () => undefined,
    afterLogout: () => undefined,
  };
  render(
    <LabelwiseProvider locale={locale} messages={{ ...uiMessages[locale], ...adminMessages[locale] }}>
      <ToastProvider>
        <AdminRuntimeContext.Provider value={runtime}>
          <PermissionsProvider roles={['editor']} permissions={permissions}>
            <MemoryRouter>{ui}</MemoryRouter>
          </PermissionsProvider>
        </AdminRuntimeContext.Provider>
      </ToastProvider>
    </LabelwiseProvider>,
  );
  return { calls: fake.calls, notices, saved };
}
