import type { RequestClient } from '../request/client';
import type { ServerRoute } from '../routing/types';

/** Spec §7, §9: the captcha call has its own, short timeout. */
export const CAPTCHA_TIMEOUT_MS = 20_000;

/** `registerEnabled` comes with the captcha: the login page offers self-registration only when the server accepts it. */
export type Captcha = { enabled: false; registerEnabled: boolean } | { enabled: true; registerEnabled: boolean; uuid: string; src: string };

export interface LoginForm {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface UserInfo {
  user: { userId?: number; userName: string; nickName?: string; avatar?: string };
  roles: string[];
  permissions: string[];
}

/** The API repeats some fields at the top level of the envelope (RuoYi clients read them there); `data` wins. */
function fieldsOf(envelope: Record<string, unknown>): Record<string, unknown> {
  const data = envelope.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...envelope, ...(data as Record<string, unknown>) } : envelope;
}

/** GET /captchaImage without the token. `enabled: false` when the server has the captcha switched off. */
export async function fetchCaptcha(client: RequestClient): Promise<Captcha> {
  const fields = fieldsOf(await client.envelope('/captchaImage', { isToken: false, timeout: CAPTCHA_TIMEOUT_MS }));
  const registerEnabled = fields.registerEnabled === true;
  if (fields.captchaEnabled === false) return { enabled: false, registerEnabled };
  const img = typeof fields.img === 'string' ? fields.img : '';
  const type = typeof fields.imgType === 'string' ? fields.imgType : 'png';
  return { enabled: true, registerEnabled, uuid: typeof fields.uuid === 'string' ? fields.uuid : '', src: `data:image/${type};base64,${img}` };
}

/** POST /login without the token; resolves the new token. */
export async function login(client: RequestClient, form: LoginForm): Promise<string> {
  const fields = fieldsOf(await client.envelope('/login', { method: 'POST', data: form, isToken: false }));
  if (typeof fields.token !== 'string' || !fields.token) throw new Error('[labelwise/admin-kit: session] /login answered without a token');
  return fields.token;
}

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
  uuid?: string;
}

/** POST /register without the token; spec §7: the body is form data. */
export async function register(client: RequestClient, form: RegisterForm): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) if (typeof value === 'string') body.append(key, value);
  await client.envelope('/register', { method: 'POST', body, isToken: false });
}

export async function getInfo(client: RequestClient): Promise<UserInfo> {
  const fields = fieldsOf(await client.envelope('/getInfo'));
  const user = (fields.user ?? {}) as UserInfo['user'];
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const roles = list(fields.roles);
  // Spec §3: ROLE_DEFAULT applies when no role is returned.
  return { user, roles: roles.length ? roles : ['ROLE_DEFAULT'], permissions: list(fields.permissions) };
}

export async function getRouters(client: RequestClient): Promise<ServerRoute[]> {
  const data = await client.get<unknown>('/getRouters');
  return Array.isArray(data) ? (data as ServerRoute[]) : [];
}

export async function logout(client: RequestClient): Promise<void> {
  await client.post('/logout', undefined, { repeatSubmit: false });
}
