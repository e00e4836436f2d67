import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { captchaQuery, loginBody, registerBody, type LoginEvent } from '@labelwise/contract';
import type { z } from 'zod';
import type { App, AuthUser, Ctx } from '../context.js';
import { checkNewPassword } from '../lib/passwordPolicy.js';
import { createUser } from '../lib/users.js';
import { asksForCookieSession, authenticate, hasPermission, sessionCookieHeader } from '../lib/auth.js';
import { ApiError, badRequest, parseMultipart } from '../lib/http.js';
import { createSession } from '../lib/auth.js';
import { getDummyHash, verifyPassword } from '../lib/security.js';
import { issueChallenge, type ChallengeStrength } from '../lib/challenge.js';
import { LoginThrottle } from '../lib/loginThrottle.js';
import { recordLogin } from '../lib/oplog.js';
import '../db/typesPassword.js';

const tags = ['session'];

export { loginBody, registerBody };
type LoginBody = z.output<typeof loginBody>;

async function captchaEnabled(ctx: Ctx): Promise<boolean> {
  if (ctx.opts.captchaDisabled) return false;
  return (await ctx.configValue('sys.account.captchaEnabled')) !== 'false';
}

/**
 * Consumes the challenge `uuid` (one use) and checks the solved counter `code`; throws 400 naming the field.
 * Returns how strong the solved challenge was.
 */
async function consumeChallenge(
  ctx: Ctx,
  code: string | undefined,
  uuid: string | undefined,
): Promise<ChallengeStrength> {
  if (!uuid) throw badRequest('uuid', 'is required (fetch /captchaImage first)');
  if (!code) throw badRequest('code', 'is required');
  const row = await ctx.db
    .deleteFrom('captchas')
    .where('uuid', '=', uuid)
    .returning(['code', 'expires_at', 'strength'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < Date.now())
    throw badRequest('code', 'the check expired, fetch a new one');
  if (row.code !== code) throw badRequest('code', 'the check is incorrect');
  return row.strength === 'strong' ? 'strong' : 'normal';
}

/** The challenge a form must carry: checked when the captcha is on, or whenever the client sent one. */
async function presentedChallenge(
  ctx: Ctx,
  code: string | undefined,
  uuid: string | undefined,
): Promise<ChallengeStrength | null> {
  if (!(await captchaEnabled(ctx)) && !uuid) return null;
  return consumeChallenge(ctx, code, uuid);
}

function clientInfo(req: FastifyRequest) {
  return { ip: req.ip, ua: String(req.headers['user-agent'] ?? '') };
}

interface RouteOut {
  name: string;
  path: string;
  hidden: boolean;
  component: string;
  redirect?: string;
  alwaysShow?: boolean;
  query?: string;
  meta: { title: string; icon: string; noCache: boolean; link: string | null };
  children?: RouteOut[];
}

export async function buildRouters(ctx: Ctx, auth: AuthUser): Promise<RouteOut[]> {
  const menus = await ctx.db
    .selectFrom('menus')
    .selectAll()
    .where('menu_type', 'in', ['M', 'C'])
    .orderBy('parent_id')
    .orderBy('sort')
    .execute();
  const allowed = (perms: string | null) => !perms || hasPermission(auth, perms);
  const build = (parentId: number, depth: number): RouteOut[] => {
    const out: RouteOut[] = [];
    for (const m of menus.filter((x) => x.parent_id === parentId)) {
      const isLink = /^https?:\/\//.test(m.path) || m.component === 'InnerLink';
      const name =
        m.route_name ||
        m.path
          .replace(/[^A-Za-z0-9]+(.)?/g, (_s, c: string | undefined) => (c ? c.toUpperCase() : ''))
          .replace(/^./, (c) => c.toUpperCase());
      if (m.menu_type === 'M') {
        const children = build(m.id, depth + 1);
        if (children.length === 0 || !allowed(m.perms)) continue;
        out.push({
          name,
          path: depth === 0 ? `/${m.path}` : m.path,
          hidden: !m.visible,
          redirect: 'noRedirect',
          component: m.component ?? (depth === 0 ? 'Layout' : 'ParentView'),
          alwaysShow: true,
          meta: { title: m.menu_name, icon: m.icon, noCache: false, link: null },
          children,
        });
      } else {
        if (!allowed(m.perms)) continue;
        const route: RouteOut = {
          name,
          path: isLink
            ? m.route_name
              ? m.route_name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
              : m.path
            : m.path,
          hidden: !m.visible,
          component: isLink && !m.is_frame ? 'InnerLink' : (m.component ?? 'Layout'),
          meta: { title: m.menu_name, icon: m.icon, noCache: false, link: isLink ? m.path : null },
          ...(m.query ? { query: m.query } : {}),
        };
        if (depth === 0 && !isLink) {
          // A top-level page sits inside the Layout as its single child.
          out.push({
            name: `${name}Root`,
            path: '/',
            hidden: false,
            component: 'Layout',
            meta: route.meta,
            children: [route],
          });
        } else if (depth === 0 && isLink) {
          out.push({
            name: `${name}Root`,
            path: '/',
            hidden: false,
            component: 'Layout',
            meta: { ...route.meta, link: null },
            children: [route],
          });
        } else {
          out.push(route);
        }
      }
    }
    return out;
  };
  return build(0, 0);
}

export default async function sessionRoutes(app: App, ctx: Ctx) {
  const throttle = new LoginThrottle(ctx.db, ctx.opts.loginLock);
  app.get(
    '/captchaImage',
    {
      config: { rateLimit: ctx.opts.rateLimits.captcha, noStore: true },
      schema: {
        tags,
        summary:
          'Sign-in check: an ALTCHA proof-of-work challenge (PBKDF2/SHA-256) and its uuid, single use, expiring; the solved counter is sent as `code`. ' +
          '`strength=strong` asks for the harder one an account needs after many failed sign-ins (issued even when the check is off by config). Also says whether self-registration is on.',
        querystring: captchaQuery,
      },
    },
    async (req) => {
      const strength = req.query.strength;
      const enabled = strength === 'strong' || (await captchaEnabled(ctx));
      // The login page needs both answers before it renders; one call saves a second round trip.
      const registerEnabled = (await ctx.configValue('sys.account.registerUser')) === 'true';
      if (!enabled) {
        const off = { captchaEnabled: false, registerEnabled };
        return { code: 200, msg: 'Operation successful', ...off, data: off };
      }
      const issued = await issueChallenge(ctx.opts.challenge, strength ?? 'normal');
      const uuid = crypto.randomUUID();
      const ttl = strength === 'strong' ? ctx.opts.captchaTtlMs * 5 : ctx.opts.captchaTtlMs;
      await ctx.db
        .insertInto('captchas')
        .values({
          uuid,
          code: String(issued.counter),
          strength: strength ?? 'normal',
          expires_at: new Date(Date.now() + ttl),
        })
        .execute();
      // Opportunistic cleanup of expired challenges.
      if (Math.random() < 0.05)
        await ctx.db
          .deleteFrom('captchas')
          .where('expires_at', '<', sql<Date>`now()`)
          .execute();
      const data = {
        captchaEnabled: true,
        registerEnabled,
        uuid,
        strength: strength ?? 'normal',
        challenge: issued.challenge,
        expiresInMs: ttl,
      };
      return { code: 200, msg: 'Operation successful', ...data, data };
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: ctx.opts.rateLimits.login, noStore: true },
      schema: {
        tags,
        summary:
          'Log in. With the header x-labelwise-session: cookie (the back office) the session is set as an HttpOnly cookie and the answer holds no token; otherwise it returns a new bearer token',
        body: loginBody,
      },
    },
    async (req, reply) => {
      try {
        const { token, passwordChangeRequired } = await signIn(ctx, throttle, req, req.body);
        await recordLogin(ctx, req, { userName: req.body.username, event: 'loginSuccess' });
        const expiresInMs = ctx.opts.tokenTtlMs;
        if (asksForCookieSession(req)) {
          reply.header('set-cookie', sessionCookieHeader(req, token));
          const data = { session: 'cookie' as const, expiresInMs, passwordChangeRequired };
          return { code: 200, msg: 'Operation successful', data };
        }
        return { code: 200, msg: 'Operation successful', token, data: { token, expiresInMs, passwordChangeRequired } };
      } catch (err) {
        // An unsolved check (a made-up challenge id, a wrong or missing answer) costs the sender no work, so it writes
        // no line: otherwise anyone could push the real attempts out of the capped login log for free.
        const event = loginFailureOf(err);
        if (event && event !== 'challengeFailed') await recordLogin(ctx, req, { userName: req.body.username, event });
        throw err;
      }
    },
  );
  registerRoute(app, ctx);
}

/** Why a sign-in was refused, for the login log; null for an unexpected error (not an answer about the attempt). */
function loginFailureOf(err: unknown): LoginEvent | null {
  if (!(err instanceof ApiError)) return null;
  if (err.statusCode === 429) return 'locked';
  if (err.statusCode === 403) return 'accountDisabled';
  if (/^(code|uuid):/.test(err.message)) return 'challengeFailed';
  return 'badPassword';
}

/**
 * Checks the challenge, the throttle and the password; returns a new session token, and whether the password must
 * be changed before anything else, or throws the refusal.
 */
async function signIn(
  ctx: Ctx,
  throttle: LoginThrottle,
  req: FastifyRequest,
  b: LoginBody,
): Promise<{ token: string; passwordChangeRequired: boolean }> {
  const { ip, ua } = clientInfo(req);
  const presented = await presentedChallenge(ctx, b.code, b.uuid);
  // Counted before the password is compared, whatever the outcome; the same for existing and unknown names.
  const verdict = await throttle.attempt(b.username, ip);
  if (verdict.strongRequired && presented !== 'strong') {
    throw new ApiError(
      400,
      'code: this account has had many failed sign-ins; complete the stronger check and sign in again',
      {
        data: { challenge: 'strong' },
      },
    );
  }
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'password_change_required'])
    .where('user_name', '=', b.username)
    .executeTakeFirst();
  const valid = await verifyPassword(b.password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !valid) throw new ApiError(400, 'password: incorrect username or password');
  await verdict.succeeded();
  if (user.status !== '0') throw new ApiError(403, 'username: account is disabled');
  await ctx.db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).execute();
  const token = await createSession(ctx, user.id, ip, ua);
  return { token, passwordChangeRequired: user.password_change_required };
}

function registerRoute(app: App, ctx: Ctx) {
  app.post(
    '/register',
    {
      config: { rateLimit: ctx.opts.rateLimits.register, noStore: true },
      schema: {
        tags,
        summary: 'Self-registration (form data or JSON); off unless config sys.account.registerUser=true',
      },
    },
    async (req) => {
      if ((await ctx.configValue('sys.account.registerUser')) !== 'true') {
        throw new ApiError(403, 'register: self-registration is disabled');
      }
      let raw: unknown = req.body;
      if (req.isMultipart()) {
        raw = await parseMultipart('body', async () => {
          const fields: Record<string, string> = {};
          for await (const part of req.parts()) {
            if (part.type === 'file')
              throw badRequest(part.fieldname.slice(0, 40) || 'file', 'files are not accepted here');
            fields[part.fieldname] = String(part.value);
          }
          return fields;
        });
      }
      const parsed = registerBody.safeParse(raw ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.path.join('.') || 'body', issue.message);
      }
      const b = parsed.data;
      if (b.confirmPassword !== undefined && b.confirmPassword !== b.password)
        throw badRequest('confirmPassword', 'does not match password');
      await presentedChallenge(ctx, b.code, b.uuid);
      const exists = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', b.username)
        .executeTakeFirst();
      if (exists) throw new ApiError(409, 'username: already taken');
      await checkNewPassword(ctx, { password: b.password, field: 'password', userInputs: [b.username] });
      await createUser(ctx.db, b.username, b.password, b.username, []);
      return { code: 200, msg: 'Operation successful' };
    },
  );

  signedInRoutes(app, ctx);
}

/** What a signed-in operator asks: who am I, sign out, and the menu as routes. */
function signedInRoutes(app: App, ctx: Ctx) {
  app.get(
    '/getInfo',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'Current user, roles and permissions', security: [{ bearer: [] }] },
    },
    async (req) => {
      const a = req.auth!;
      const data = {
        user: {
          userId: a.userId,
          userName: a.userName,
          nickName: a.nickName,
          avatar: a.avatar,
          email: a.email,
          passwordChangeRequired: a.passwordChangeRequired,
        },
        roles: a.roles.length ? a.roles : ['ROLE_DEFAULT'],
        permissions: a.permissions,
      };
      return { code: 200, msg: 'Operation successful', ...data, data };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Revoke the current token (always succeeds)' } },
    async (req, reply) => {
      const auth = await authenticate(ctx, req);
      if (auth) {
        await ctx.db.deleteFrom('sessions').where('token_hash', '=', auth.tokenHash).execute();
        await recordLogin(ctx, req, { userName: auth.userName, event: 'logout' });
      }
      if (asksForCookieSession(req)) reply.header('set-cookie', sessionCookieHeader(req, null));
      return { code: 200, msg: 'Logged out' };
    },
  );

  app.get(
    '/getRouters',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'Admin menu tree filtered by permissions', security: [{ bearer: [] }] },
    },
    async (req) => {
      return { code: 200, msg: 'Operation successful', data: await buildRouters(ctx, req.auth!) };
    },
  );
}
