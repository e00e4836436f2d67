import { z } from 'zod';
import { maxMessage } from './fields.js';
import { PASSWORD_MAX } from './rules.js';
import { newPassword, userShape } from './system.js';

/** The signed-in operator's own account: details, password and avatar (any signed-in user, no permission). */

/** `PUT /system/user/profile`: what an operator may change about themselves (not their name, roles or status). */
export const profileUpdate = z.object({
  nickName: userShape.nickName,
  email: userShape.email.optional(),
  phone: userShape.phone.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** `PUT /system/user/profile/updatePwd`: the current password proves it is the operator, not a borrowed session. */
export const passwordChange = z.object({
  oldPassword: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(PASSWORD_MAX, { error: maxMessage(PASSWORD_MAX) }),
  newPassword,
});
export type PasswordChange = z.input<typeof passwordChange>;

/** The multipart field of `POST /system/user/profile/avatar` (RuoYi's name). */
export const AVATAR_FIELD = 'avatarfile';
/** Pictures larger than this are refused before they are decoded. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The stored avatar is a square of this many pixels, whatever was uploaded. */
export const AVATAR_SIZE = 256;
/** What an avatar may be, by content (the file name is not trusted). */
export const AVATAR_TYPES = ['png', 'jpeg', 'webp'] as const;
/** The public path of a stored avatar: content-addressed, so it is cached for good and changes with the picture. */
export const AVATAR_PATH = /^\/avatar\/[0-9a-f]{32}\.webp$/;

/** `GET /system/user/profile`. */
export interface Profile {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  phone: string;
  /** An API path (`/avatar/<hash>.webp`) or '' when none is set. */
  avatar: string;
  deptName: string | null;
  /** The names of the roles the operator holds. */
  roleNames: string[];
  createTime: string;
  loginDate: string | null;
}

/** What `POST /system/user/profile/avatar` answers: the new avatar's path, also at the top level as RuoYi's `imgUrl`. */
export interface AvatarResult {
  imgUrl: string;
}

/** The most columns one remembered list view may hide (more than any list has). */
export const LIST_VIEW_HIDDEN_MAX = 40;
/** A list's name among an operator's remembered views: the list page's heading id (`lw-admin-drivers`). */
export const listViewKey = z.object({ key: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/) });
/**
 * `GET`/`PUT /system/user/profile/list-views/:key`: how one operator last left a list, kept on the server so it follows
 * them to another browser. Column keys are the list's own; a key the list no longer has is ignored when shown.
 */
export const listView = z.strictObject({
  hidden: z
    .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/))
    .max(LIST_VIEW_HIDDEN_MAX)
    .transform((keys) => [...new Set(keys)]),
});
export type ListView = z.output<typeof listView>;
/**
 * A remembered view as `GET` answers it: what was stored, checked and without repeats on the way in. A response schema
 * has no transform (the serializer cannot run one backwards), so the answer has its own.
 */
export const listViewRow = z.strictObject({ hidden: z.array(z.string()) });
