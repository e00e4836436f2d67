import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../request/tokenStore';
import type { PageRegistry } from '../routing/types';
import { createFakeApi, pathsOf, siteMenu } from '../test/fakeApi';
import { AdminApp, memoryRouterFactory } from './AdminApp';
import { useAdminRuntime } from '../runtime/adminRuntime';

// The first render of a file loads the lazy shell and page modules; on a loaded two-core CI machine that took over
// 5 s (seen in CI), well inside the 20 s test timeout.
const slow = { timeout: 15_000 };

beforeEach(() => {
  sessionStorage.clear();
  // jsdom lays nothing out: without a width the shell would be in mobile mode (sidebar closed).
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({
    width: 1280,
    height: 800,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 1280,
    bottom: 800,
    toJSON: () => ({}),
  });
});

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper (menus, tooltips) measures with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** A page whose two calls both find the session expired. */
function ExpiredPage() {
  const { client } = useAdminRuntime();
  useEffect(() => {
    void client.get('/expired/a').catch(() => undefined);
    void client.get('/expired/b').catch(() => undefined);
  }, [client]);
  return <p>expired page</p>;
}

const pages: PageRegistry = {
  'site/driver/index': () => Promise.resolve({ default: (() => <p>drivers page</p>) as ComponentType }),
  'site/chart/index': () => Promise.resolve({ default: ExpiredPage }),
  'system/user/index': () => Promise.resolve({ default: (() => <p>users page</p>) as ComponentType }),
  'profile/index': () => Promise.resolve({ default: (() => <p>profile page</p>) as ComponentType }),
};

function renderApp(
  options: Parameters<typeof createFakeApi>[0] = {},
  initialPath = '/site/driver',
  token: string | null = 'tok-1',
  onLoggedOut?: () => void,
) {
  const api = createFakeApi(options);
  const tokenStore = createMemoryTokenStore(token ?? undefined);
  render(
    <AdminApp
      pages={pages}
      dashboard={() => <p>dashboard page</p>}
      tokenStore={tokenStore}
      fetch={api.fetch}
      origin="http://admin.test"
      createRouter={memoryRouterFactory}
      initialPath={initialPath}
      {...(onLoggedOut ? { onLoggedOut } : {})}
    />,
  );
  return { api, tokenStore, user: userEvent.setup() };
}

async function openLogoutDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Account menu of Eddie' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  return screen.findByRole('alertdialog');
}

describe('AdminApp', { timeout: 20_000 }, () => {
  it('loads getInfo then getRouters and shows the page of the address inside the layout', async () => {
    const { api } = renderApp();
    expect(await screen.findByText('drivers page', {}, slow)).toBeInTheDocument();
    expect(pathsOf(api.calls).slice(0, 2)).toEqual(['GET /getInfo', 'GET /getRouters']);
    // The dashboard is an affixed tag; the menu comes from the server's tree.
    expect(screen.getAllByRole('link', { name: /Dashboard/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Drivers/ }).length).toBeGreaterThan(0);
  });

  it('a menu entry whose component is not registered shows the 404 page', async () => {
    renderApp(
      {
        menu: [
          {
            ...siteMenu[0]!,
            children: [{ name: 'Legacy', path: 'legacy', component: 'site/legacy/index', meta: { title: 'Legacy' } }],
          },
        ],
      },
      '/site/legacy',
    );
    expect(await screen.findByText('Page not found', {}, slow)).toBeInTheDocument();
  });

  it('a back-office page outside the menu is "no permission" with a way back; an unknown path is "page not found"', async () => {
    const { user } = renderApp({}, '/system/user');
    expect(
      await screen.findByRole('heading', { name: 'You don’t have permission to open this page' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText('users page')).not.toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('a page the menu holds at another address opens there, not as "no permission"', async () => {
    renderApp(
      {
        menu: [
          {
            ...siteMenu[0]!,
            children: [
              {
                path: 'catalog',
                component: 'ParentView',
                meta: { title: 'Catalog' },
                children: [{ path: 'driver', component: 'site/driver/index', meta: { title: 'Drivers' } }],
              },
            ],
          },
        ],
      },
      '/site/driver',
    );
    expect(await screen.findByText('drivers page', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('You don’t have permission to open this page')).not.toBeInTheDocument();
  });

  it('an operator whose password was set for them sees only the profile until they change it', async () => {
    renderApp({ passwordChangeRequired: true }, '/site/driver');
    expect(await screen.findByText('profile page', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('drivers page')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Drivers/ })).toEqual([]);
  });

  it('an unknown path shows "page not found", not "no permission"', async () => {
    renderApp({}, '/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('You don’t have permission to open this page')).not.toBeInTheDocument();
  });

  it('a stored token that no longer works ends on the login page silently: no toast, no session prompt', async () => {
    const { api } = renderApp({ getInfo: 'expired' });
    expect(await screen.findByRole('heading', { name: 'Labelwise back office' }, slow)).toBeInTheDocument();
    expect(pathsOf(api.calls).filter((path) => path === 'GET /getInfo')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Invalid session|Authentication failed|expired/i)).not.toBeInTheDocument();
  });

  it('the open tags come back after a reload (sessionStorage), without tags for pages the menu no longer has', async () => {
    sessionStorage.setItem(
      'labelwise-admin-tags',
      JSON.stringify([
        {
          path: '/index',
          fullPath: '/index',
          title: 'admin.layout.dashboard',
          meta: { title: 'admin.layout.dashboard', affix: true },
        },
        { path: '/site/driver', fullPath: '/site/driver', title: 'Drivers', meta: { title: 'Drivers' } },
        { path: '/system/gone', fullPath: '/system/gone', title: 'Gone', meta: { title: 'Gone' } },
      ]),
    );
    renderApp({}, '/index');
    expect(await screen.findByText('dashboard page', {}, slow)).toBeInTheDocument();
    const tags = screen.getByRole('navigation', { name: 'Open pages' });
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.trim()),
      ).toEqual(['Dashboard', 'Drivers']),
    );
  });

  it('without a token it shows the login page, remembering where the user was going', async () => {
    const { api, user } = renderApp({}, '/site/driver', null);
    expect(await screen.findByRole('heading', { name: 'Labelwise back office' })).toBeInTheDocument();
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Browser check' })).toHaveTextContent('Verified'));
    await user.type(screen.getByRole('textbox', { name: /Username/ }), ' editor ');
    await user.type(screen.getByLabelText(/Password/), 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // After login the user lands where they were going, not on the dashboard.
    expect(await screen.findByText('drivers page', {}, slow)).toBeInTheDocument();
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'POST /login', 'GET /getInfo', 'GET /getRouters']);
  });

  it('logout asks first (warning); cancel does nothing', async () => {
    const { api, tokenStore, user } = renderApp();
    await screen.findByText('drivers page', {}, slow);
    const dialog = await openLogoutDialog(user);
    expect(within(dialog).getByText('Are you sure you want to log out and exit the system?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(pathsOf(api.calls)).not.toContain('POST /logout');
    expect(tokenStore.get()).toBe('tok-1');
    expect(screen.getByText('drivers page')).toBeInTheDocument();
  });

  it('confirmed logout clears the session even when the call fails, then reloads (the browser app at /admin/index)', async () => {
    const reloaded = vi.fn();
    const { api, tokenStore, user } = renderApp({ logout: 'fail' }, '/site/driver', 'tok-1', reloaded);
    await screen.findByText('drivers page', {}, slow);
    const dialog = await openLogoutDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Sign out?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pathsOf(api.calls)).toContain('POST /logout'));
    await waitFor(() => expect(reloaded).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('labelwise-admin-tags')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Labelwise back office' }, slow)).toBeInTheDocument();
    expect(tokenStore.get()).toBeUndefined();
    expect(screen.queryByText('drivers page')).not.toBeInTheDocument();
  });

  it('an expired session shows exactly one "system prompt" dialog; "log in again" returns to the login page', async () => {
    const { api, tokenStore, user } = renderApp({}, '/site/chart');
    expect(await screen.findByText('expired page', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(pathsOf(api.calls).filter((path) => path.startsWith('GET /expired'))).toHaveLength(2));
    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    expect(within(dialogs[0]!).getByText('Session expired')).toBeInTheDocument();
    await user.click(within(dialogs[0]!).getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { name: 'Labelwise back office' }, slow)).toBeInTheDocument();
    expect(tokenStore.get()).toBeUndefined();
  });
});
