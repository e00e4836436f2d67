import { DOCTOR_SYMPTOM_LEAD_MAX, DOCTOR_SYMPTOM_NAME_MAX } from '@labelwise/contract/doctor';
import { ContentListPage } from '../shared/ContentListPage';
import { previewPathOf } from '../shared/previewPath';
import type { ContentDeclaration } from '../shared/types';
import { messages } from './doctor.messages';
import { DoctorStepsField } from './DoctorStepsField';

/**
 * The printer doctor's trees, one item per symptom (keyed by its id, `blank`): the ordered steps with where each
 * applies, and per language the symptom's name and lead. A step's words are its own item (doctorstep/), shared by
 * every tree naming it. The preview opens the symptom's landing page at its first step.
 */
export const doctorDeclaration: ContentDeclaration = {
  kind: 'doctor',
  headingId: 'lw-admin-content-doctor',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    { key: 'steps', label: messages.steps, kind: 'custom', render: (p) => <DoctorStepsField props={p} /> },
  ],
  textFields: [
    { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: DOCTOR_SYMPTOM_NAME_MAX },
    { key: 'lead', label: messages.lead, kind: 'textarea', required: true, maxLength: DOCTOR_SYMPTOM_LEAD_MAX },
  ],
  emptyShared: () => ({
    steps: [{ id: '', systems: [], connections: [], models: [], link: '', picture: '' }],
  }),
  emptyText: () => ({ name: '', lead: '' }),
  sitePath: ({ key }) => previewPathOf('doctor', key),
};

/** Site → Content → Printer doctor symptoms (site:doctor:*). */
export default function DoctorContentPage() {
  return <ContentListPage declaration={doctorDeclaration} />;
}
