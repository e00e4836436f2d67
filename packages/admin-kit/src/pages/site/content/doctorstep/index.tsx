import { DOCTOR_STEP_BODY_MAX, DOCTOR_STEP_FIXED_MAX, DOCTOR_STEP_TITLE_MAX } from '@labelwise/contract/doctor';
import { messages } from '../doctor/doctor.messages';
import { ContentListPage } from '../shared/ContentListPage';
import type { ContentDeclaration } from '../shared/types';

/**
 * The printer doctor's steps, one item per step (keyed by the id the trees name it by, `calibrate`): per language its
 * title, what to do and the optional "what fixed it" line. Every tree naming the step shows these words, so one edit
 * changes them all. No preview path: a step shows in several trees, each previewed from its own page.
 */
export const doctorStepDeclaration: ContentDeclaration = {
  kind: 'doctorStep',
  headingId: 'lw-admin-content-doctor-step',
  title: messages.stepsPage,
  addLabel: messages.addSharedStep,
  removeLabel: messages.removeSharedStep,
  sharedFields: [],
  textFields: [
    { key: 'title', label: messages.stepTitle, kind: 'text', required: true, maxLength: DOCTOR_STEP_TITLE_MAX },
    { key: 'body', label: messages.stepBody, kind: 'textarea', required: true, maxLength: DOCTOR_STEP_BODY_MAX },
    { key: 'fixed', label: messages.stepFixed, kind: 'textarea', maxLength: DOCTOR_STEP_FIXED_MAX },
  ],
  emptyShared: () => ({}),
  emptyText: () => ({ title: '', body: '', fixed: '' }),
};

/** Site → Content → Printer doctor steps (site:doctorStep:*). */
export default function DoctorStepContentPage() {
  return <ContentListPage declaration={doctorStepDeclaration} />;
}
