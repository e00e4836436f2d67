import type { ServerRoute } from '../routing/types';
import { createChallengeIssuer } from './fakeChallenges';
import { createFakeFetch, json } from './fakeFetch';
import { menuDirectory, menuPage } from './menuFixtures';

/** An error the fake answers with; `retryAfter` (seconds) adds a `Retry-After` header. */
export interface FakeError {
  code: number;
  msg: string;
  data?: Record<string, unknown>;
  retryAfter?: number;
}

export interface FakeApiOptions {
  /** The sign-in check: real tiny ALTCHA challenges (`on`, the default), switched off, or a failing call. */
  captcha?: 'on' | 'off' | 'fail';
  /**
   * Answer to POST /login once its challenge checked out (with the check on, a missing, wrong or reused `code` is
   * refused first with the API's 400 `code:` message): a token, or an error envelope.
   */
  login?: { token: string } | FakeError;
  /** The account has had many failed sign-ins: a login without a solved strong challenge gets the API's 400. */
  requireStrong?: boolean;
  permissions?: string[];
  roles?: string[];
  menu?: ServerRoute[];
  logout?: 'ok' | 'fail';
  /** `expired`: the stored token no longer works (getInfo answers 401). */
  getInfo?: 'ok' | 'expired';
  /** getInfo says the account's password was set for it (an import's initial password) and must be changed. */
  passwordChangeRequired?: boolean;
  /** Whether /captchaImage says self-registration is on. */
  registerEnabled?: boolean;
  /** Answer to POST /register once its challenge checked out; success by default. */
  register?: FakeError;
}

function errorAnswer(answer: FakeError): Response {
  const { retryAfter, ...body } = answer;
  return json(body, answer.code, retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
}

/** The menu the API builds for an editor (packages/api seed, shortened). */
export const siteMenu: ServerRoute[] = [
  menuDirectory('Site', '/site', { title: 'Site', icon: 'guide' }, [
    menuPage('Driver', 'driver', 'site/driver/index', 'Drivers', 'download'),
    menuPage('Chart', 'chart', 'site/chart/index', 'Compatibility chart', 'table'),
  ]),
];

/** A fake `/api-v1.0` answering the session calls and empty lists; every request is recorded in `calls`. */
export function createFakeApi(options: FakeApiOptions = {}) {
  const challenges = createChallengeIssuer();
  /** What the API does with a form's `code`/`uuid`: checked when the check is on or a uuid came anyway. */
  const checkChallenge = (code: unknown, uuid: unknown) =>
    options.captcha === 'off' && !uuid ? null : challenges.check(code, uuid);
  return createFakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api-v1\.0/, '');
    if (path === '/captchaImage') {
      if (options.captcha === 'fail') return json({ code: 500, msg: 'boom' }, 500);
      const registerEnabled = options.registerEnabled ?? false;
      const strong = url.searchParams.get('strength') === 'strong';
      // Like the API: a strong challenge is issued even when the check is off.
      if (options.captcha === 'off' && !strong)
        return json({
          code: 200,
          msg: 'ok',
          captchaEnabled: false,
          registerEnabled,
          data: { captchaEnabled: false, registerEnabled },
        });
      const data = { ...(await challenges.issue(strong ? 'strong' : 'normal')), registerEnabled };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/login') {
      const body = (await request.json()) as Record<string, unknown>;
      const check = checkChallenge(body.code, body.uuid);
      if (check && !check.ok) return json({ code: 400, msg: check.msg }, 400);
      if (options.requireStrong && check?.strength !== 'strong') {
        return json(
          {
            code: 400,
            msg: 'code: this account has had many failed sign-ins; complete the stronger check and sign in again',
            data: { challenge: 'strong' },
          },
          400,
        );
      }
      const answer = options.login ?? { token: 'tok-new' };
      // Like the API: a login that asks for the cookie session gets it as a cookie, and no token in the answer.
      if ('token' in answer && request.headers.get('x-labelwise-session') === 'cookie')
        return json({ code: 200, msg: 'ok', data: { session: 'cookie', expiresInMs: 1_800_000 } });
      if ('token' in answer) return json({ code: 200, msg: 'ok', token: answer.token, data: { token: answer.token } });
      return errorAnswer(answer);
    }
    if (path === '/register') {
      const form = await request.formData();
      const check = checkChallenge(form.get('code'), form.get('uuid'));
      if (check && !check.ok) return json({ code: 400, msg: check.msg }, 400);
      return options.register ? errorAnswer(options.register) : json({ code: 200, msg: 'Operation successful' });
    }
    if (path === '/getInfo' && options.getInfo === 'expired') return json({ code: 401, msg: 'token expired' }, 401);
    if (path === '/getInfo') {
      const data = {
        user: {
          userName: 'editor',
          nickName: 'Eddie',
          ...(options.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
        },
        roles: options.roles ?? ['editor'],
        permissions: options.permissions ?? ['site:driver:list'],
      };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/getRouters') return json({ code: 200, msg: 'ok', data: options.menu ?? siteMenu });
    if (path === '/logout')
      return options.logout === 'fail' ? json({ code: 500, msg: 'down' }, 500) : json({ code: 200, msg: 'Logged out' });
    if (path.startsWith('/expired')) return json({ code: 401, msg: 'token expired' }, 401);
    if (path.endsWith('/list')) return json({ code: 200, msg: 'ok', rows: [], total: 0 });
    return json({ code: 404, msg: 'not found' }, 404);
  });
}

/** The API paths called so far, in order (`GET /getInfo`). */
export function pathsOf(calls: ReadonlyArray<{ method: string; url: string }>): string[] {
  return calls.map((call) => `${call.method} ${new URL(call.url).pathname.replace(/^\/api-v1\.0/, '')}`);
}
