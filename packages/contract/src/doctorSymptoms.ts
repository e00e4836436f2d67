/**
 * The doctor's symptoms on their own: the site's route table (in every page's entry) imports only this, so the
 * trees and their logic load with the doctor's pages and not with the home page.
 */

/** Symptoms in the order the doctor offers them; the slug is the landing page's path segment (/doctor/{slug}). */
export const DOCTOR_SYMPTOMS = [
  { id: 'blank', slug: 'blank-labels' },
  { id: 'extra', slug: 'extra-or-skipped-labels' },
  { id: 'size', slug: 'wrong-size' },
  { id: 'faded', slug: 'faded-or-blurry' },
  { id: 'garbage', slug: 'prints-code' },
  { id: 'usb', slug: 'usb-not-found' },
  { id: 'bluetooth', slug: 'bluetooth-pairing' },
  { id: 'wifi', slug: 'wifi-setup' },
  { id: 'chromeos', slug: 'chromeos' },
  { id: 'update', slug: 'after-os-update' },
] as const;

export type DoctorSymptomId = (typeof DOCTOR_SYMPTOMS)[number]['id'];
