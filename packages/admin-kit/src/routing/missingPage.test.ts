import { describe, expect, it } from 'vitest';
import { answerMissing } from './missingPage';
import { normalizeRoutes } from './normalize';
import type { LazyComponent, PageRegistry, ServerRoute } from './types';

const page: LazyComponent = () => Promise.resolve({ default: () => null });
const pages: PageRegistry = {
  'site/driver/index': page,
  'site/model/index': page,
  'system/user/index': page,
  'system/dict/index': page,
  'system/dict/data/index': page,
  'tool/swagger/index': page,
};

/** The seeded menu's shape: pages under directories whose names differ from the page keys. */
const seeded: ServerRoute[] = [
  {
    path: '/site',
    component: 'Layout',
    meta: { title: 'Site' },
    children: [
      {
        path: 'catalog',
        component: 'ParentView',
        meta: { title: 'Catalog' },
        children: [
          {
            path: 'driver',
            component: 'site/driver/index',
            meta: { title: 'Drivers', permissions: ['site:driver:list'] },
          },
          { path: 'model', component: 'site/model/index', meta: { title: 'Models', permissions: ['site:model:list'] } },
        ],
      },
    ],
  },
  {
    path: '/system',
    component: 'Layout',
    meta: { title: 'System' },
    children: [
      { path: 'user', component: 'system/user/index', meta: { title: 'Users', permissions: ['system:user:list'] } },
      { path: 'dict', component: 'system/dict/index', meta: { title: 'Dictionary' } },
      { path: 'dict-data/index/:dictId(\\d+)', hidden: true, component: 'system/dict/data', meta: { title: 'Data' } },
      { path: 'api-docs', component: 'tool/swagger/index', meta: { title: 'API docs' } },
    ],
  },
];

const admin = normalizeRoutes(seeded, pages, { roles: ['admin'], permissions: ['*:*:*'] });
const editor = normalizeRoutes(seeded, pages, { roles: ['editor'], permissions: ['site:driver:list'] });

describe('answerMissing: an address no route matched', () => {
  it('a page the menu holds elsewhere opens at the menu address, never "no permission" for the admin', () => {
    expect(answerMissing(pages, admin, '/site/driver')).toEqual({ kind: 'moved', to: '/site/catalog/driver' });
    expect(answerMissing(pages, admin, '/site/model')).toEqual({ kind: 'moved', to: '/site/catalog/model' });
    expect(answerMissing(pages, admin, '/tool/swagger')).toEqual({ kind: 'moved', to: '/system/api-docs' });
  });

  it('a held page whose only address needs a value (a dictionary id) is "not found", not "no permission"', () => {
    expect(answerMissing(pages, admin, '/system/dict/data')).toEqual({ kind: 'notFound' });
  });

  it('a page outside the user menu is "no permission"; a path no page answers is "not found"', () => {
    expect(answerMissing(pages, editor, '/system/user')).toEqual({ kind: 'forbidden' });
    expect(answerMissing(pages, editor, '/site/model')).toEqual({ kind: 'forbidden' });
    expect(answerMissing(pages, editor, '/site/driver')).toEqual({ kind: 'moved', to: '/site/catalog/driver' });
    expect(answerMissing(pages, admin, '/nothing/here')).toEqual({ kind: 'notFound' });
    expect(answerMissing(pages, admin, '/dashboard')).toEqual({ kind: 'notFound' });
  });
});
