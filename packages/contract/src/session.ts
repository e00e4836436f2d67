import { z } from 'zod';
import { maxMessage, oneOf } from './fields.js';
import { newPassword } from './system.js';
import { CHALLENGE_STRENGTHS, PASSWORD_MAX, USER_NAME_MAX, USER_NAME_MIN, USER_NAME_PATTERN } from './rules.js';

/** Sign-in, self-registration and the sign-in check (captcha). */

const username = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(USER_NAME_MAX, { error: maxMessage(USER_NAME_MAX) })
  .regex(USER_NAME_PATTERN, { error: 'may contain only letters, digits and _ . @ -' });
const password = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(PASSWORD_MAX, { error: maxMessage(PASSWORD_MAX) });
const captchaFields = {
  code: z
    .string()
    .trim()
    .max(10, { error: maxMessage(10) })
    .optional(),
  uuid: z
    .string()
    .trim()
    .max(64, { error: maxMessage(64) })
    .regex(/^[A-Za-z0-9-]*$/, { error: 'is not a valid captcha id' })
    .optional(),
};

export const loginBody = z.object({ username, password, ...captchaFields });
export type LoginBody = z.input<typeof loginBody>;
export const registerBody = z.object({
  username: username.refine((s) => s.length >= USER_NAME_MIN, {
    error: `must be at least ${USER_NAME_MIN} characters`,
  }),
  password: newPassword,
  confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  ...captchaFields,
});
export type RegisterBody = z.input<typeof registerBody>;
export const captchaQuery = z.object({ strength: oneOf(CHALLENGE_STRENGTHS).optional() });

/** GET /getInfo: who is signed in and what they may do. */
export interface SessionInfo {
  user: {
    userId: number;
    userName: string;
    nickName: string;
    avatar: string;
    email?: string;
    phone?: string;
    /** The password was set by someone else (an import's initial password): change it before anything else. */
    passwordChangeRequired?: boolean;
  };
  roles: string[];
  permissions: string[];
}
