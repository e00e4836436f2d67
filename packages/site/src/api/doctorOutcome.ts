import { DOCTOR_OUTCOME_ENDPOINT, type DoctorOutcomeBody } from '@labelwise/contract/doctor';

/**
 * Counts one doctor outcome (started, solved at step N, went to contact). Fire and forget: a count that does not
 * arrive changes nothing for the visitor, and `keepalive` lets the one sent on the way to the contact form finish
 * after the page changes. Nothing about the visitor is sent; the API stores no address or user agent.
 */
export function countDoctorOutcome(body: DoctorOutcomeBody): void {
  if (typeof fetch !== 'function' || typeof location === 'undefined') return;
  fetch(new URL(DOCTOR_OUTCOME_ENDPOINT, location.href), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
