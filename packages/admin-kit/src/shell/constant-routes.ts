import type { ServerRoute } from '../routing/types';

/**
 * Pages every signed-in user has whatever their menu (RuoYi's constant routes): the own profile, opened from the
 * account menu. Hidden from the sidebar; the tag and breadcrumb name them.
 */
export const PROFILE_PATH = '/user/profile';
export const constantMenu: ServerRoute[] = [
  {
    path: '/user',
    component: 'Layout',
    hidden: true,
    redirect: 'noRedirect',
    children: [
      {
        path: 'profile',
        name: 'Profile',
        component: 'profile/index',
        hidden: true,
        meta: { title: 'admin.navbar.profile', icon: 'user' },
      },
    ],
  },
];
