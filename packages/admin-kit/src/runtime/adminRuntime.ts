import { createContext, useContext } from 'react';
import type { Locale, VisitedTag } from '@labelwise/ui';
import type { RequestClient } from '../request/client';
import type { Notify } from '../request/types';
import type { AppStore } from '../settings/appState';
import type { LayoutSettingsStore } from '../settings/layoutSettings';
import type { Store } from '../settings/store';
import type { SessionStore } from '../session/sessionStore';

export interface TagsStore extends Store<readonly VisitedTag[]> {
  set(tags: readonly VisitedTag[]): void;
}

/** Everything the shell and its pages share; one per mounted `AdminApp`. */
export interface AdminRuntime {
  client: RequestClient;
  session: SessionStore;
  app: AppStore;
  layout: LayoutSettingsStore;
  tags: TagsStore;
  notify: Notify;
  locale: Locale;
  setLocale(locale: Locale): void;
  /** After a confirmed logout: the browser app reloads at `/admin/index` (a clean page for the next user). */
  afterLogout(): void;
}

export const AdminRuntimeContext = createContext<AdminRuntime | null>(null);

/** The shell's runtime. Pages rendered outside `AdminApp` are a wiring mistake, so this throws. */
export function useAdminRuntime(): AdminRuntime {
  const runtime = useContext(AdminRuntimeContext);
  if (!runtime) throw new Error('[labelwise/admin-kit: AdminApp] pages and layout parts must render inside <AdminApp>');
  return runtime;
}
