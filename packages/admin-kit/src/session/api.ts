import type { Challenge } from 'altcha-lib';
import type { RequestClient } from '../request/client';
import { isHttpError } from '../request/httpError';
import type { ServerRoute } from '../routing/types';

/** The challenge call (`/captchaImage`) has its own, short timeout. */
export const CAPTCHA_TIMEOUT_MS = 20_000;

/** `strong` is what the server asks for after many failed sign-ins on one account: about ten times the work. */
export type ChallengeStrength = 'normal' | 'strong';

/**
 * What `/captchaImage` offers. `registerEnabled` comes with it: the login page offers self-registration only when
 * the server accepts it. With the check on, `challenge` is altcha-lib v2's proof-of-work challenge (unsigned: the
 * server keeps the answer); the solved counter goes back as `code` with `uuid`. Each one is single use and expires
 * `expiresInMs` after it was issued.
 */
export type ChallengeOffer =
  | { enabled: false; registerEnabled: boolean }
  | {
      enabled: true;
      registerEnabled: boolean;
      uuid: string;
      strength: ChallengeStrength;
      challenge: Challenge;
      expiresInMs: number | undefined;
    };

export interface LoginForm {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface UserInfo {
  user: {
    userId?: number;
    userName: string;
    nickName?: string;
    avatar?: string;
    /** The password was set for the user (an import's initial password): they change it before anything else. */
    passwordChangeRequired?: boolean;
  };
  roles: string[];
  permissions: string[];
}

/** The API repeats some fields at the top level of the envelope (RuoYi clients read them there); `data` wins. */
function fieldsOf(envelope: Record<string, unknown>): Record<string, unknown> {
  const data = envelope.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? { ...envelope, ...(data as Record<string, unknown>) }
    : envelope;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The challenge's parameters, checked enough that the solver cannot be handed something it would loop on. */
function challengeOf(value: unknown): Challenge {
  const parameters = isRecord(value) ? value.parameters : undefined;
  if (
    !isRecord(parameters) ||
    typeof parameters.algorithm !== 'string' ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.salt !== 'string' ||
    typeof parameters.keyPrefix !== 'string' ||
    typeof parameters.cost !== 'number' ||
    typeof parameters.keyLength !== 'number'
  ) {
    throw new Error('[labelwise/admin-kit: session] /captchaImage answered without a usable challenge');
  }
  return { parameters: parameters as unknown as Challenge['parameters'] };
}

/**
 * GET /captchaImage without the token, with a 20 s timeout. `strength: 'strong'` asks for the harder challenge,
 * which the server issues even when its check is off by config. `enabled: false` when the server has it off.
 */
export async function fetchChallenge(
  client: RequestClient,
  strength?: ChallengeStrength,
  signal?: AbortSignal,
): Promise<ChallengeOffer> {
  const fields = fieldsOf(
    await client.envelope('/captchaImage', {
      isToken: false,
      timeout: CAPTCHA_TIMEOUT_MS,
      ...(strength === 'strong' ? { params: { strength } } : {}),
      ...(signal ? { signal } : {}),
    }),
  );
  const registerEnabled = fields.registerEnabled === true;
  if (fields.captchaEnabled === false) return { enabled: false, registerEnabled };
  if (typeof fields.uuid !== 'string' || !fields.uuid)
    throw new Error('[labelwise/admin-kit: session] /captchaImage answered without a uuid');
  const expiresInMs = typeof fields.expiresInMs === 'number' && fields.expiresInMs > 0 ? fields.expiresInMs : undefined;
  return {
    enabled: true,
    registerEnabled,
    uuid: fields.uuid,
    strength: fields.strength === 'strong' ? 'strong' : 'normal',
    challenge: challengeOf(fields.challenge),
    expiresInMs,
  };
}

/**
 * Why a login or register call failed, as far as the page has to act on it (the request layer has already shown
 * the server's message):
 * - `strongChallenge`: 400 `code:` with `data.challenge: 'strong'`; the account has had many failed sign-ins, so
 *   the next attempt must carry a solved `?strength=strong` challenge;
 * - `tooMany`: 429; wait `retryAfterSeconds` (the `Retry-After` header, else the envelope's `retryAfterSeconds`);
 * - `other`: anything else, including a missing, expired or wrong challenge (400 `code:`).
 */
export type AuthFailure =
  { kind: 'strongChallenge' } | { kind: 'tooMany'; retryAfterSeconds: number } | { kind: 'other' };

export function authFailure(error: unknown): AuthFailure {
  if (!isHttpError(error)) return { kind: 'other' };
  const data = isRecord(error.data) ? error.data : {};
  if (error.kind === 'business' && error.code === 400 && data.challenge === 'strong')
    return { kind: 'strongChallenge' };
  if (error.status === 429 || error.code === 429) {
    const fromBody =
      typeof data.retryAfterSeconds === 'number' && data.retryAfterSeconds > 0
        ? Math.ceil(data.retryAfterSeconds)
        : undefined;
    const retryAfterSeconds = error.retryAfterSeconds ?? fromBody;
    if (retryAfterSeconds !== undefined) return { kind: 'tooMany', retryAfterSeconds: Math.max(1, retryAfterSeconds) };
  }
  return { kind: 'other' };
}

/** The login form's fields: the API's refusals naming them go under the field, not into a toast. */
export const LOGIN_FIELDS = ['username', 'password'] as const;

/**
 * POST /login without the token. Resolves the new bearer token, or `undefined` when the API set the session as an
 * HttpOnly cookie (the `headers` asked for one and the answer says `session: 'cookie'`).
 */
export async function login(
  client: RequestClient,
  form: LoginForm,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  const fields = fieldsOf(
    await client.envelope('/login', { method: 'POST', data: form, isToken: false, fields: LOGIN_FIELDS, headers }),
  );
  if (fields.session === 'cookie') return undefined;
  if (typeof fields.token !== 'string' || !fields.token)
    throw new Error('[labelwise/admin-kit: session] /login answered without a token');
  return fields.token;
}

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
  uuid?: string;
}

/** The register form's fields: the API's refusals naming them go under the field, not into a toast. */
export const REGISTER_FIELDS = ['username', 'password', 'confirmPassword'] as const;

/** POST /register without the token; the body is form data. */
export async function register(client: RequestClient, form: RegisterForm): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) if (typeof value === 'string') body.append(key, value);
  await client.envelope('/register', { method: 'POST', body, isToken: false, fields: REGISTER_FIELDS });
}

export async function getInfo(client: RequestClient): Promise<UserInfo> {
  const fields = fieldsOf(await client.envelope('/getInfo', { silent: true }));
  const user = (fields.user ?? {}) as UserInfo['user'];
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const roles = list(fields.roles);
  // ROLE_DEFAULT applies when no role is returned.
  return { user, roles: roles.length ? roles : ['ROLE_DEFAULT'], permissions: list(fields.permissions) };
}

export async function getRouters(client: RequestClient): Promise<ServerRoute[]> {
  const data = await client.get<unknown>('/getRouters');
  return Array.isArray(data) ? (data as ServerRoute[]) : [];
}

export async function logout(client: RequestClient): Promise<void> {
  await client.post('/logout', undefined, { repeatSubmit: false });
}
