import type { ServerRoute } from '../routing/types';
import { createFakeFetch, json } from './fake-fetch';

export interface FakeApiOptions {
  captcha?: 'on' | 'off' | 'fail';
  /** Answer to POST /login: a token, or an error envelope. */
  login?: { token: string } | { code: number; msg: string };
  permissions?: string[];
  roles?: string[];
  menu?: ServerRoute[];
  logout?: 'ok' | 'fail';
  /** Whether /captchaImage says self-registration is on. */
  registerEnabled?: boolean;
  /** Answer to POST /register; success by default. */
  register?: { code: number; msg: string };
}

/** The menu the API builds for an editor (packages/api seed, shortened). */
export const siteMenu: ServerRoute[] = [
  {
    name: 'Site',
    path: '/site',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'Site', icon: 'guide', noCache: false, link: null },
    children: [
      { name: 'Driver', path: 'driver', hidden: false, component: 'site/driver/index', meta: { title: 'Drivers', icon: 'download', noCache: false, link: null } },
      { name: 'Chart', path: 'chart', hidden: false, component: 'site/chart/index', meta: { title: 'Compatibility chart', icon: 'table', noCache: false, link: null } },
    ],
  },
];

/** A fake `/api-v1.0` answering the session calls and empty lists; every request is recorded in `calls`. */
export function createFakeApi(options: FakeApiOptions = {}) {
  let captchas = 0;
  return createFakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api-v1\.0/, '');
    if (path === '/captchaImage') {
      if (options.captcha === 'fail') return json({ code: 500, msg: 'boom' }, 500);
      const registerEnabled = options.registerEnabled ?? false;
      if (options.captcha === 'off') return json({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled, data: { captchaEnabled: false, registerEnabled } });
      captchas += 1;
      const data = { captchaEnabled: true, registerEnabled, uuid: `uuid-${captchas}`, img: 'PHN2Zy8+', imgType: 'svg+xml' };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/login') {
      const answer = options.login ?? { token: 'tok-new' };
      if ('token' in answer) return json({ code: 200, msg: 'ok', token: answer.token, data: { token: answer.token } });
      return json(answer, answer.code);
    }
    if (path === '/register') {
      const answer = options.register ?? { code: 200, msg: 'Operation successful' };
      return json(answer, answer.code === 200 ? 200 : answer.code);
    }
    if (path === '/getInfo') {
      const data = { user: { userName: 'editor', nickName: 'Eddie' }, roles: options.roles ?? ['editor'], permissions: options.permissions ?? ['site:driver:list'] };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/getRouters') return json({ code: 200, msg: 'ok', data: options.menu ?? siteMenu });
    if (path === '/logout') return options.logout === 'fail' ? json({ code: 500, msg: 'down' }, 500) : json({ code: 200, msg: 'Logged out' });
    if (path.startsWith('/expired')) return json({ code: 401, msg: 'token expired' }, 401);
    if (path.endsWith('/list')) return json({ code: 200, msg: 'ok', rows: [], total: 0 });
    return json({ code: 404, msg: 'not found' }, 404);
  });
}

/** The API paths called so far, in order (`GET /getInfo`). */
export function pathsOf(calls: ReadonlyArray<{ method: string; url: string }>): string[] {
  return calls.map((call) => `${call.method} ${new URL(call.url).pathname.replace(/^\/api-v1\.0/, '')}`);
}
