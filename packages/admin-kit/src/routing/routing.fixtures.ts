import { menuDirectory } from '../test/menuFixtures';
import type { ServerRoute } from './types';

/** A menu tree in the shape `packages/api` `buildRouters` sends, plus static-route rules. */
export const menuTree: ServerRoute[] = [
  {
    name: 'DashboardRoot',
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: { title: 'Dashboard', icon: 'dashboard', noCache: false, link: null },
    children: [
      {
        name: 'Dashboard',
        path: 'dashboard',
        hidden: false,
        component: 'dashboard/index',
        meta: { title: 'Dashboard', icon: 'dashboard', noCache: false, link: null, affix: true },
      },
    ],
  },
  menuDirectory('Site', '/site', { title: 'Site content', icon: 'shopping' }, [
    {
      name: 'Drivers',
      path: 'drivers',
      hidden: false,
      component: 'site/drivers/index',
      meta: { title: 'Drivers', icon: 'download', link: null },
    },
    {
      name: 'DriverEdit',
      // RuoYi writes params with a pattern, as the seeded dictionary-data route does.
      path: 'drivers/edit/:id(\\d+)',
      hidden: true,
      component: 'site/drivers/edit',
      permissions: ['site:driver:edit'],
      meta: { title: 'Edit driver', activeMenu: '/site/drivers', noCache: true },
    },
    { name: 'Legacy', path: 'legacy', component: 'site/legacy/index', meta: { title: 'Legacy' } },
    {
      name: 'Nested',
      path: 'nested',
      component: 'ParentView',
      meta: { title: 'Nested' },
      children: [{ name: 'Deep', path: 'deep', component: 'site/deep', meta: { title: 'Deep' } }],
    },
    {
      name: 'Docs',
      path: 'docs',
      component: 'InnerLink',
      meta: { title: 'Docs', icon: 'guide', link: 'https://docs.example.com/admin' },
    },
    {
      name: 'Shop',
      path: 'https://shop.example.com',
      component: 'Layout',
      meta: { title: 'Shop', link: 'https://shop.example.com' },
    },
  ]),
  {
    name: 'Ops',
    path: '/ops',
    component: 'Layout',
    roles: ['ops'],
    redirect: '/ops/board',
    meta: { title: 'Operations' },
    children: [
      { name: 'Board', path: 'board', component: 'ops/board', query: '{"tab":"1","page":2}', meta: { title: 'Board' } },
    ],
  },
];
