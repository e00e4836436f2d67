/**
 * Every seeded menu route opens: the administrator's menu tree from `/getRouters`, each page visited in the back
 * office, none answering "Page not found", "You don't have permission" or a blank page (a route pattern the router does not understand, a page
 * module missing). Hidden routes with a parameter are opened with a real value.
 */
import { describe, expect, it } from 'vitest';
import { api, collectErrors, login } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

interface Route {
  path: string;
  hidden: boolean;
  component: string;
  meta: { title: string; link: string | null };
  children?: Route[];
}

/** The address of each page of the tree: parents' paths joined, links to other sites left out. */
function pagesOf(routes: Route[], base = ''): Array<{ path: string; title: string }> {
  const out: Array<{ path: string; title: string }> = [];
  for (const r of routes) {
    const path = r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.children?.length) out.push(...pagesOf(r.children, path));
    else if (!r.meta.link && r.component !== 'InnerLink') out.push({ path, title: r.meta.title });
  }
  return out;
}

/** The page keys the tree names (not the layout kinds). */
function componentsOf(routes: Route[]): string[] {
  return routes.flatMap((r) => [
    ...(['Layout', 'ParentView', 'InnerLink'].includes(r.component) ? [] : [r.component]),
    ...componentsOf(r.children ?? []),
  ]);
}

describe('admin menu routes', () => {
  // Some forty pages twice over on a shared two-core machine: more than the default two minutes.
  it('every route of the seeded menu opens a page', { timeout: 300_000 }, async () => {
    const token = await login('admin', 'admin123');
    const routers = (await api<Route[]>('GET', '/getRouters', { token })).body.data as Route[];
    const dicts = await api('GET', '/system/dict/type/list?pageNum=1&pageSize=10', { token });
    const dictId = (dicts.body.rows as Array<{ dictId: number }>)[0]!.dictId;
    const pages = pagesOf(routers).map((p) => ({ ...p, path: p.path.replace(/:dictId(\([^)]*\))?/, String(dictId)) }));
    expect(pages.length).toBeGreaterThan(25);

    const c = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(c);
    const errors = collectErrors(page);
    const broken: string[] = [];
    for (const p of pages) {
      await page.goto(`/admin${p.path}`);
      const heading = page.locator('main h2, main h1').first();
      await heading.waitFor({ timeout: 15_000 }).catch(() => undefined);
      const notFound = await page.getByText('Page not found', { exact: true }).count();
      const forbidden = await page.locator('[data-page="forbidden"]').count();
      if (forbidden > 0) broken.push(`${p.path} (${p.title}): 403`);
      else if (notFound > 0 || !(await heading.isVisible())) broken.push(`${p.path} (${p.title})`);
    }
    // The page keys' own addresses (`/site/driver`, as the API's paths read) are not routes, but every page they name
    // is in the administrator's menu: never "no permission" for the admin.
    const refused: string[] = [];
    for (const key of new Set(componentsOf(routers))) {
      await page.goto(`/admin/${key.replace(/\/index$/, '')}`);
      await page
        .locator('main h2, main h1, [data-page]')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      if ((await page.locator('[data-page="forbidden"]').count()) > 0) refused.push(key);
    }
    expect(broken).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });
});
