import type { ServerRoute } from './types';

/**
 * Pages every signed-in user has whatever their menu (RuoYi's constant routes): the own profile, opened from the
 * account menu. Hidden from the sidebar; the tag and breadcrumb name them.
 */
export const PROFILE_PATH = '/user/profile';
/** The profile's password form: where an operator whose password was set for them goes before anything else. */
export const PASSWORD_CHANGE_PATH = `${PROFILE_PATH}?tab=password`;
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
        meta: { title: 'admin.routes.profile', icon: 'user' },
      },
    ],
  },
];
