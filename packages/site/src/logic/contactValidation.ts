import {
  cleanText,
  normalizeContactMessage,
  validateContactMessage,
  type ContactField,
  type ContactInput,
  type ContactOs,
  type ContactProblem,
  type ContactSubmission,
  type ContactRole,
} from '@labelwise/contract/rules';
import type { SiteMessageId } from '../i18n';

export type { ContactField, ContactInput };

/** The body of POST /api-v1.0/contact: the contract's shape, not a copy of it. */
export type ContactPayload = ContactSubmission;

/** Trimmed values without control characters: what is validated and what is sent (the contract's rule). */
export const normalizeContact = normalizeContactMessage;

/** What the visitor reads for each field and problem of the contract's rule. */
const problemMessage: Readonly<Record<ContactField, Partial<Record<ContactProblem, SiteMessageId>>>> = {
  name: { required: 'site.contact.nameRequired', tooLong: 'site.contact.tooLong' },
  email: {
    required: 'site.contact.emailRequired',
    tooLong: 'site.contact.tooLong',
    invalid: 'site.contact.emailInvalid',
  },
  phone: { tooLong: 'site.contact.tooLong', invalid: 'site.contact.phoneInvalid' },
  message: { required: 'site.contact.messageRequired', tooLong: 'site.contact.messageTooLong' },
  role: { required: 'site.contact.roleRequired' },
  os: { required: 'site.contact.osRequired' },
};

/**
 * Client validation of the contact form: field → message id. The rule is the API's own
 * (`validateContactMessage` from @labelwise/contract), so a form that passes here is accepted there; this only
 * says it in the visitor's words ('Enter your name', 'Choose the system you use'…). `site.contact.tooLong` takes
 * `{ max: CONTACT_LIMITS[field] }`; `site.contact.messageTooLong` takes `{ count: contactLength(message), max }`.
 */
export function validateContact(
  input: Partial<Record<ContactField, unknown>>,
): Partial<Record<ContactField, SiteMessageId>> {
  const errors: Partial<Record<ContactField, SiteMessageId>> = {};
  for (const [field, problem] of Object.entries(validateContactMessage(input)) as Array<
    [ContactField, ContactProblem]
  >) {
    // A problem the rule does not report for this field today still gets a message that names the field.
    errors[field] = problemMessage[field][problem] ?? problemMessage[field].required ?? 'site.contact.tooLong';
  }
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
  return cleanText(value).length;
}
