import type { Route } from './sidebar-tree';

/** Realistic admin routes for tests and stories (not exported from the package). */
const titles = {
  en: {
    dashboard: 'Dashboard',
    system: 'System',
    users: 'Users',
    roles: 'Roles',
    menus: 'Menus',
    dictionary: 'Dictionary',
    config: 'Config',
    assignRoles: 'Assign roles',
    content: 'Content',
    brands: 'Brands',
    models: 'Models',
    drivers: 'Drivers',
    manuals: 'Manuals',
    chart: 'Chart',
    downloadLinks: 'Download links',
    messages: 'Messages',
    profile: 'Profile',
    docs: 'Documentation',
  },
  zh: {
    dashboard: '首页',
    system: '系统管理',
    users: '用户管理',
    roles: '角色管理',
    menus: '菜单管理',
    dictionary: '字典管理',
    config: '参数设置',
    assignRoles: '分配角色',
    content: '内容管理',
    brands: '品牌管理',
    models: '型号管理',
    drivers: '驱动管理',
    manuals: '手册管理',
    chart: '兼容性图表',
    downloadLinks: '下载链接',
    messages: '留言管理',
    profile: '个人中心',
    docs: '使用文档',
  },
} as const;

export function adminRoutes(language: keyof typeof titles = 'en'): Route[] {
  const t = titles[language];
  return [
    {
      path: '',
      redirect: 'index',
      children: [{ path: 'index', name: 'Dashboard', meta: { title: t.dashboard, icon: 'dashboard', affix: true } }],
    },
    {
      path: '/user',
      hidden: true,
      redirect: 'noredirect',
      children: [{ path: 'profile', name: 'Profile', meta: { title: t.profile, icon: 'user' } }],
    },
    {
      path: '/system',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: t.system, icon: 'system' },
      children: [
        { path: 'user', name: 'User', meta: { title: t.users, icon: 'user' } },
        { path: 'role', name: 'Role', meta: { title: t.roles, icon: 'peoples' } },
        { path: 'menu', name: 'Menu', meta: { title: t.menus, icon: 'tree-table' } },
        { path: 'dict', name: 'Dict', meta: { title: t.dictionary, icon: 'dict' } },
        { path: 'config', name: 'Config', meta: { title: t.config, icon: 'edit' } },
        {
          path: 'user-auth/role/:userId',
          name: 'AuthRole',
          hidden: true,
          meta: { title: t.assignRoles, activeMenu: '/system/user' },
        },
      ],
    },
    {
      path: '/content',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: t.content, icon: 'documentation' },
      children: [
        { path: 'brand', name: 'Brand', meta: { title: t.brands, icon: 'star' } },
        { path: 'model', name: 'Model', meta: { title: t.models, icon: 'printer' } },
        { path: 'driver', name: 'Driver', meta: { title: t.drivers, icon: 'download' } },
        { path: 'manual', name: 'Manual', meta: { title: t.manuals, icon: 'documentation' } },
        { path: 'chart', name: 'Chart', meta: { title: t.chart, icon: 'chart' } },
        { path: 'download-link', name: 'DownloadLink', meta: { title: t.downloadLinks, icon: 'link' } },
        { path: 'message', name: 'Message', meta: { title: t.messages, icon: 'message' } },
      ],
    },
    {
      path: '/docs',
      children: [{ path: 'https://docs.labelwise.example.com', meta: { title: t.docs, icon: 'guide' } }],
    },
  ];
}

const monitorTitles = {
  en: { monitor: 'Monitor', online: 'Online users', logs: 'Logs', operation: 'Operation log', login: 'Login log', cache: 'Cache' },
  zh: { monitor: '系统监控', online: '在线用户', logs: '日志管理', operation: '操作日志', login: '登录日志', cache: '缓存监控' },
} as const;

/** The admin routes plus a Monitor menu whose Logs submenu nests a level deeper. */
export function nestedAdminRoutes(language: keyof typeof titles = 'en'): Route[] {
  const t = monitorTitles[language];
  const [dashboard, ...rest] = adminRoutes(language);
  return [
    dashboard as Route,
    {
      path: '/monitor',
      redirect: 'noRedirect',
      meta: { title: t.monitor, icon: 'monitor' },
      children: [
        { path: 'online', name: 'Online', meta: { title: t.online, icon: 'online' } },
        {
          path: 'logs',
          redirect: 'noRedirect',
          meta: { title: t.logs, icon: 'log' },
          children: [
            { path: 'operation', name: 'Operlog', meta: { title: t.operation, icon: 'form' } },
            { path: 'login', name: 'Logininfor', meta: { title: t.login, icon: 'logininfor' } },
          ],
        },
        { path: 'cache', name: 'Cache', meta: { title: t.cache, icon: 'redis' } },
      ],
    },
    ...rest,
  ];
}
