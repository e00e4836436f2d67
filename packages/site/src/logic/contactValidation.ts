import { contactLimits, contactOses, contactRoles, type ContactOs, type ContactRole } from '../content/contact';
import type { SiteMessageId } from '../i18n';

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** 'I am' (spec §6). */
  role: string;
  /** 'I am using'. */
  os: string;
}

export type ContactField = keyof ContactInput;

/** The body of POST /api-v1.0/contact. */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
  role: ContactRole;
  os: ContactOs;
}

/** The API's email rule (zod 4 `z.email()`), so the browser and the server agree. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^[0-9+()\-. ]*$/;
// Control characters other than tab, LF and CR; the API rejects them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const clean = (value: unknown): string => (typeof value === 'string' ? value.replace(CONTROL, '').trim() : '');

/** Trimmed values without control characters: what is validated and what is sent. */
export function normalizeContact(input: Partial<Record<ContactField, unknown>>): ContactInput {
  return {
    name: clean(input.name),
    email: clean(input.email),
    phone: clean(input.phone),
    message: clean(input.message),
    role: clean(input.role),
    os: clean(input.os),
  };
}

/**
 * Client validation of the contact form (spec §5): field → message id. Each empty or unchosen field gets its own
 * message that says what to do ('Enter your name', 'Choose the system you use'…). `site.contact.tooLong` takes
 * `{ max: contactLimits[field] }`; `site.contact.messageTooLong` takes `{ count: contactLength(message), max }`. Limits and formats are those of the API, so a form that passes here
 * is accepted there.
 */
export function validateContact(input: Partial<Record<ContactField, unknown>>): Partial<Record<ContactField, SiteMessageId>> {
  const v = normalizeContact(input);
  const errors: Partial<Record<ContactField, SiteMessageId>> = {};

  if (!v.name) errors.name = 'site.contact.nameRequired';
  else if (v.name.length > contactLimits.name) errors.name = 'site.contact.tooLong';

  if (!v.email) errors.email = 'site.contact.emailRequired';
  else if (v.email.length > contactLimits.email) errors.email = 'site.contact.tooLong';
  else if (!EMAIL.test(v.email)) errors.email = 'site.contact.emailInvalid';

  if (v.phone.length > contactLimits.phone) errors.phone = 'site.contact.tooLong';
  else if (!PHONE.test(v.phone)) errors.phone = 'site.contact.phoneInvalid';

  if (!v.message) errors.message = 'site.contact.messageRequired';
  else if (v.message.length > contactLimits.message) errors.message = 'site.contact.messageTooLong';

  if (!(contactRoles as readonly string[]).includes(v.role)) errors.role = 'site.contact.roleRequired';
  if (!(contactOses as readonly string[]).includes(v.os)) errors.os = 'site.contact.osRequired';

  return errors;
}

/** The payload to send, or null while the form has errors. */
export function contactPayload(input: Partial<Record<ContactField, unknown>>): ContactPayload | null {
  if (Object.keys(validateContact(input)).length > 0) return null;
  const v = normalizeContact(input);
  return { ...v, role: v.role as ContactRole, os: v.os as ContactOs };
}

/** The message length as validated and as the counter shows it (control characters dropped, trimmed). */
export function contactLength(value: string): number {
  return clean(value).length;
}
