import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_OS } from '@labelwise/contract/rules';
import { sendContact } from '../api/endpoints';
import { toSiteApiError } from '../api/client';
import type { SiteMessageId } from '../i18n';
import {
  contactLength,
  contactPayload,
  validateContact,
  type ContactField,
  type ContactInput,
} from '../logic/contactValidation';

const empty: ContactInput = { name: '', email: '', phone: '', message: '', role: '', os: '' };

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: SiteMessageId; values?: Record<string, string | number> };

/**
 * What another page hands the form in the router's state (the printer doctor: the system, and a message listing the
 * printer, the problem and the steps tried), if it is that shape; the visitor edits it before sending.
 */
export function contactPrefill(state: unknown): Pick<ContactInput, 'os' | 'message'> | null {
  const doctor = (state as { doctor?: { os?: unknown; message?: unknown } } | null)?.doctor;
  if (!doctor || typeof doctor.message !== 'string') return null;
  const os = typeof doctor.os === 'string' && (CONTACT_OS as readonly string[]).includes(doctor.os) ? doctor.os : '';
  return { os, message: doctor.message };
}

/** State, validation and sending of the contact form; a failure keeps everything typed. */
export function useContactForm(prefill: Pick<ContactInput, 'os' | 'message'> | null = null) {
  const [values, setValues] = useState<ContactInput>(() => (prefill ? { ...empty, ...prefill } : empty));
  const [errors, setErrors] = useState<Partial<Record<ContactField, SiteMessageId>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(validateContact(next));
  };
  const messageLength = contactLength(values.message);
  const onText = (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update(field, e.target.value);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const payload = contactPayload(values);
    if (!payload) {
      const first = (Object.keys(found) as ContactField[])[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendContact({ ...payload, ...(honeypot.current?.value ? { website: honeypot.current.value } : {}) });
      setStatus({ kind: 'sent', email: payload.email });
      setValues(empty);
      setSubmitted(false);
    } catch (error) {
      const mapped = toSiteApiError(error);
      if (mapped.status === 429) setStatus({ kind: 'failed', message: 'site.contact.rateLimited' });
      else if (mapped.messageId === 'site.common.duplicateSubmit')
        setStatus({ kind: 'failed', message: mapped.messageId });
      else setStatus({ kind: 'failed', message: 'site.contact.failure' });
    }
  };

  return { values, errors, submitted, status, setStatus, honeypot, formRef, update, onText, onSubmit, messageLength };
}
