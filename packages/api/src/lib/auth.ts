import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_SESSION_COOKIE,
  API_PREFIX,
  ADMIN_SESSION_HEADER,
  ADMIN_SESSION_HEADER_VALUE,
  holdsPermission,
} from '@labelwise/contract';
import { sql } from 'kysely';
import type { AuthUser, Ctx } from '../context.js';
import { ApiError } from './http.js';
import { newToken, tokenHash } from './security.js';
import '../db/typesPassword.js';

/** The session cookie goes only to the API's paths: the public site's pages and the admin's files never see it. */
const API_COOKIE_PATH = `${API_PREFIX}/`;

const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSION = '*:*:*';

/** `*:*:*` and the `admin` role pass everything; segments of a held permission may be `*`. */
export function hasPermission(auth: AuthUser, perm: string): boolean {
  return holdsPermission(auth, perm);
}

export async function loadRolesAndPermissions(
  ctx: Ctx,
  userId: number,
): Promise<{ roles: string[]; permissions: string[] }> {
  const roleRows = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.role_key')
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', '0')
    .orderBy('r.sort')
    .execute();
  const roles = roleRows.map((r) => r.role_key);
  if (roles.includes(ADMIN_ROLE)) return { roles, permissions: [ALL_PERMISSION] };
  const permRows = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.code')
    .distinct()
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', '0')
    .orderBy('p.code')
    .execute();
  return { roles, permissions: permRows.map((p) => p.code) };
}

export async function createSession(ctx: Ctx, userId: number, ip: string, userAgent: string): Promise<string> {
  const token = newToken();
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      expires_at: new Date(Date.now() + ctx.opts.tokenTtlMs),
      last_seen_at: new Date(),
      created_at: new Date(),
      ip: ip.slice(0, 100),
      user_agent: userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

// Read from the header here rather than through the cookie plugin's typing, which the site's type-check of this file
// does not see. The token's alphabet needs no decoding (TOKEN_RE).
function sessionCookie(header: string | undefined): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === ADMIN_SESSION_COOKIE) return pair.slice(at + 1).trim();
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request says it comes from the back office's own script (see ADMIN_SESSION_HEADER). */
export function asksForCookieSession(request: FastifyRequest): boolean {
  return request.headers[ADMIN_SESSION_HEADER] === ADMIN_SESSION_HEADER_VALUE;
}

/**
 * The session token of a request: the Authorization header's bearer token, else the back office's session cookie.
 * A write carried by the cookie alone counts only with the session header, so a forged cross-site request that the
 * browser sends with the cookie is anonymous.
 */
function sessionToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h === 'string') {
    const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
    return m ? m[1]! : null;
  }
  const cookie = sessionCookie(request.headers.cookie);
  if (!cookie) return null;
  return SAFE_METHODS.has(request.method) || asksForCookieSession(request) ? cookie : null;
}

/** The session cookie's attributes: script cannot read it, no other site's request carries it, only API paths get it. */
export function sessionCookieHeader(request: FastifyRequest, token: string | null): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = token ?? '';
  const expiry = token === null ? '; Max-Age=0' : '';
  return `${ADMIN_SESSION_COOKIE}=${value}; Path=${API_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}${expiry}`;
}

/** Resolves the session token against the sessions table (no cache: logout anywhere revokes at once). */
export async function authenticate(ctx: Ctx, request: FastifyRequest): Promise<AuthUser | null> {
  if (request.auth !== null) return request.auth;
  const token = sessionToken(request);
  if (!token || !TOKEN_RE.test(token)) return null;
  const th = tokenHash(token);
  const row = await ctx.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.user_name',
      'u.nick_name',
      'u.avatar',
      'u.email',
      'u.password_change_required',
      's.last_seen_at',
    ])
    .where('s.token_hash', '=', th)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', '0')
    .executeTakeFirst();
  if (!row) return null;
  const { roles, permissions } = await loadRolesAndPermissions(ctx, row.id);
  if (Date.now() - new Date(row.last_seen_at).getTime() > 60_000) {
    // Sliding expiry, written at most once a minute per session.
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + ctx.opts.tokenTtlMs) })
      .where('token_hash', '=', th)
      .execute();
  }
  const auth: AuthUser = {
    userId: row.id,
    userName: row.user_name,
    nickName: row.nick_name,
    avatar: row.avatar,
    email: row.email,
    passwordChangeRequired: row.password_change_required,
    roles,
    permissions,
    tokenHash: th,
  };
  request.auth = auth;
  return auth;
}

/**
 * An account whose password an administrator set (an import) may sign in, read its own profile and change the
 * password, and nothing else until it has: every permissioned route refuses it, as the admin's forced change does.
 */
function refuseUntilPasswordChanged(auth: AuthUser): void {
  if (auth.passwordChangeRequired)
    throw new ApiError(403, 'Change your password first', {
      data: { reason: 'passwordChangeRequired', params: {} },
    });
}

/** onRequest hook: 401 without a valid session. */
export function requireAuth(ctx: Ctx) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await authenticate(ctx, request);
    if (!auth) throw new ApiError(401);
  };
}

/**
 * onRequest hook: 401 without a valid session, 403 without the permission. It runs before the body is
 * parsed and validated, so an anonymous or unauthorised caller learns nothing about the input schema.
 */
export function requirePerm(ctx: Ctx, perm: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await authenticate(ctx, request);
    if (!auth) throw new ApiError(401);
    refuseUntilPasswordChanged(auth);
    if (!hasPermission(auth, perm))
      throw new ApiError(403, `No permission for the current operation (${perm})`, {
        data: { reason: 'needsPermission', params: { permission: perm } },
      });
  };
}

/** onRequest hook: 401 without a valid session, 403 for an account with no role (a self-registered visitor). */
export function requireOperator(ctx: Ctx) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await authenticate(ctx, request);
    if (!auth) throw new ApiError(401);
    if (auth.roles.length === 0) throw new ApiError(403, undefined, { data: { reason: 'noRole', params: {} } });
    refuseUntilPasswordChanged(auth);
  };
}
