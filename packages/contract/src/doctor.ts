/**
 * The printer doctor without zod: the symptoms, one troubleshooting tree per symptom, which step applies to which
 * printer, connection and system, and the deep-link state (`?model=d520&symptom=blank&os=mac&step=2`). The texts are
 * in `./doctor.messages.ts` (six locales, once). The public site imports this entry (`@labelwise/contract/doctor`);
 * the outcome counter's wire shape and limits live here too, so the API and the site count the same things.
 */

import type { Connection } from './rules.js';
import type { DoctorStepId } from './doctor.messages.js';
import { DOCTOR_SYMPTOMS, type DoctorSymptomId } from './doctorSymptoms.js';

export { DOCTOR_STEP_TEXTS, DOCTOR_SYMPTOM_TEXTS, type DoctorStepId } from './doctor.messages.js';

export { DOCTOR_SYMPTOMS, type DoctorSymptomId } from './doctorSymptoms.js';

/** The computer or phone the visitor prints from; `mac` is what the deep links say (the contact form's `macos`). */
export const DOCTOR_SYSTEMS = ['windows', 'mac', 'chromeos', 'linux', 'ios', 'android'] as const;
export type DoctorSystem = (typeof DOCTOR_SYSTEMS)[number];

/** The contact form's system for a doctor system. */
export const DOCTOR_CONTACT_OS = {
  windows: 'windows',
  mac: 'macos',
  chromeos: 'chromeos',
  linux: 'linux',
  ios: 'ios',
  android: 'android',
} as const satisfies Record<DoctorSystem, string>;

/** Site pages a step can point to for the part it does not repeat (drivers, the crop tool, platform settings). */
export type DoctorLink = '/download' | '/tools/label-pdf' | '/shipping';

/**
 * A step of a tree. Without a condition it applies to every printer and system; `systems` limits it to those
 * systems, `connections` to printers that have one of them, `models` to those guide slugs (a step written for
 * one printer's serial numbers, say). A visitor who did not say which printer or system gets every step whose
 * condition cannot be ruled out, except model-specific ones.
 */
export interface DoctorStep {
  /** A compiled step's id names its texts in `./doctor.messages.ts`; an operator's step may use a new one. */
  readonly id: DoctorStepId | (string & {});
  readonly systems?: readonly DoctorSystem[];
  readonly connections?: readonly Connection[];
  readonly models?: readonly string[];
  readonly link?: DoctorLink;
  /** A picture of what to do (an uploaded file's URL or a site path); none when absent. */
  readonly picture?: string;
}

/** The pages a step may link to, in the order the back office offers them. */
export const DOCTOR_LINKS = ['/download', '/tools/label-pdf', '/shipping'] as const satisfies readonly DoctorLink[];

// ---------- limits of the trees operators edit (validated by the API with `doctorBody`) ----------

/** A step's id: letters and digits, starting with a letter (`calibrate`, `pairInApp`). */
export const DOCTOR_STEP_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;
export const DOCTOR_STEP_ID_MAX = 40;
export const DOCTOR_STEP_TITLE_MAX = 160;
export const DOCTOR_STEP_BODY_MAX = 2000;
/** The "what fixed it" line the solved page shows; empty shows the step's title. */
export const DOCTOR_STEP_FIXED_MAX = 300;
/** A symptom's name (the landing page's title) and the line under it. */
export const DOCTOR_SYMPTOM_NAME_MAX = 80;
export const DOCTOR_SYMPTOM_LEAD_MAX = 300;
/** Model slugs a step may be limited to. */
export const DOCTOR_STEP_MODELS_MAX = 40;

const computer = ['windows', 'mac', 'linux', 'chromeos'] as const satisfies readonly DoctorSystem[];
const phone = ['ios', 'android'] as const satisfies readonly DoctorSystem[];

/** One tree per symptom: the steps in the order to try them, most likely fix first. */
export const DOCTOR_TREES: Readonly<Record<DoctorSymptomId, readonly DoctorStep[]>> = {
  blank: [
    { id: 'thermalSide' },
    { id: 'calibrate' },
    { id: 'macPaper', systems: ['mac'] },
    { id: 'winPaper', systems: ['windows'] },
    { id: 'chromePaper', systems: ['chromeos'] },
    { id: 'appLabel', systems: phone },
    { id: 'density' },
    { id: 'cleanHead' },
  ],
  extra: [
    { id: 'mediaType' },
    { id: 'calibrate' },
    { id: 'paperLength', systems: computer },
    { id: 'appLabel', systems: phone },
    { id: 'paperGuides' },
    { id: 'cleanSensor' },
  ],
  size: [
    { id: 'macPaper', systems: ['mac'] },
    { id: 'winPaper', systems: ['windows'] },
    { id: 'chromePaper', systems: ['chromeos'] },
    { id: 'appLabel', systems: phone },
    { id: 'letterPdf', link: '/tools/label-pdf' },
    { id: 'platformFormat', link: '/shipping' },
    { id: 'dpiMatch' },
  ],
  faded: [
    { id: 'density' },
    { id: 'speed', systems: computer },
    { id: 'cleanHead' },
    { id: 'freshLabels' },
    { id: 'sharpSource' },
  ],
  garbage: [
    { id: 'printerLanguage', link: '/download' },
    { id: 'platformFormat', link: '/shipping' },
    { id: 'macGeneric', systems: ['mac'], link: '/download' },
    { id: 'clearQueue', systems: ['windows', 'mac', 'linux'] },
  ],
  usb: [
    { id: 'usbPhone', systems: phone },
    { id: 'usbCable', systems: computer },
    { id: 'powerReady', systems: computer },
    { id: 'winDriverFirst', systems: ['windows'], link: '/download' },
    { id: 'macAllow', systems: ['mac'], link: '/download' },
    { id: 'linuxCups', systems: ['linux'], link: '/download' },
    { id: 'chromeExtension', systems: ['chromeos'], link: '/download' },
  ],
  bluetooth: [
    { id: 'pairSystemSerial', connections: ['bluetooth'], models: ['pm241', 'd520'], systems: ['windows', 'mac'] },
    { id: 'pairInApp', connections: ['bluetooth'] },
    { id: 'btPermissions', connections: ['bluetooth'], systems: phone },
    { id: 'btOneDevice', connections: ['bluetooth'] },
    { id: 'btRestart', connections: ['bluetooth'] },
  ],
  wifi: [
    { id: 'wifi24', connections: ['wifi'] },
    { id: 'wifiOverUsb', connections: ['wifi'], systems: computer },
    { id: 'wifiSameNetwork', connections: ['wifi'] },
    { id: 'wifiFixedAddress', connections: ['wifi'], systems: computer },
  ],
  chromeos: [
    { id: 'chromeExtension', link: '/download' },
    { id: 'chromeSerial', models: ['pm241'] },
    { id: 'chromeUsbAccess' },
    { id: 'chromePaper' },
  ],
  update: [
    { id: 'reinstallDriver', systems: computer, link: '/download' },
    { id: 'appleSilicon', systems: ['mac'], link: '/download' },
    { id: 'winCopyPrinter', systems: ['windows'] },
    { id: 'appPermissionsAgain', systems: phone },
    { id: 'firmware', connections: ['bluetooth', 'wifi'] },
  ],
};

/** What the doctor knows of the printer: its guide slug and connections; `null` when the visitor does not know. */
export interface DoctorPrinter {
  readonly slug: string;
  readonly connections: readonly Connection[];
}

/** Whether a step applies to this printer and system (`null`: not known, so only a model-specific step is left out). */
export function stepApplies(step: DoctorStep, printer: DoctorPrinter | null, os: DoctorSystem | null): boolean {
  if (step.models && (!printer || !step.models.includes(printer.slug.toLowerCase()))) return false;
  if (step.systems && os && !step.systems.includes(os)) return false;
  if (step.connections && printer && !step.connections.some((c) => printer.connections.includes(c))) return false;
  return true;
}

/** The steps of a symptom's tree for this printer and system, in order. */
export function doctorSteps(
  symptom: DoctorSymptomId,
  printer: DoctorPrinter | null,
  os: DoctorSystem | null,
  tree: readonly DoctorStep[] = DOCTOR_TREES[symptom],
): DoctorStep[] {
  return tree.filter((step) => stepApplies(step, printer, os));
}

/** A symptom by id (`blank`) or by landing-page slug (`blank-labels`). */
export function doctorSymptom(value: string | null | undefined): (typeof DOCTOR_SYMPTOMS)[number] | undefined {
  if (!value) return undefined;
  return DOCTOR_SYMPTOMS.find((s) => s.id === value || s.slug === value);
}

/** The doctor's state as a deep link carries it; a model is its guide slug, matched case-insensitively. */
export interface DoctorState {
  readonly model: string | null;
  readonly symptom: DoctorSymptomId | null;
  readonly os: DoctorSystem | null;
  /** 1-based step; 0 while the visitor is still choosing. */
  readonly step: number;
}

/** The upper bound of a deep link's step, so a long number cannot ask for anything odd. */
export const DOCTOR_MAX_STEPS = 20;

/**
 * Reads `?model=&symptom=&os=&step=`. Unknown values are dropped rather than guessed (`os=macos` is read as `mac`,
 * the contact form's name for it); a step is only kept with a symptom, and never below 1
 * (no step: the visitor is still choosing).
 */
export function parseDoctorQuery(
  params: { get(name: string): string | null },
  modelSlugs: readonly string[],
): DoctorState {
  const modelParam = params.get('model')?.trim().toLowerCase() ?? '';
  const model = modelSlugs.find((s) => s.toLowerCase() === modelParam) ?? null;
  const symptom = doctorSymptom(params.get('symptom'))?.id ?? null;
  const osParam = params.get('os') === 'macos' ? 'mac' : params.get('os');
  const os = (DOCTOR_SYSTEMS as readonly string[]).includes(osParam ?? '') ? (osParam as DoctorSystem) : null;
  const rawStep = Number.parseInt(params.get('step') ?? '', 10);
  const step = symptom && Number.isFinite(rawStep) ? Math.min(Math.max(rawStep, 1), DOCTOR_MAX_STEPS) : 0;
  return { model, symptom, os, step };
}

/** The query string of a state (empty values left out), for the address bar and for links to share. */
export function doctorQuery(state: DoctorState): string {
  const params = new URLSearchParams();
  if (state.model) params.set('model', state.model);
  if (state.symptom) params.set('symptom', state.symptom);
  if (state.os) params.set('os', state.os);
  if (state.symptom && state.step > 0) params.set('step', String(state.step));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the doctor counts (anonymously): a run started, solved at step N, or sent to the contact form. */
export const DOCTOR_OUTCOMES = ['started', 'solved', 'contact'] as const;
export type DoctorOutcomeKind = (typeof DOCTOR_OUTCOMES)[number];

/** The model field of an outcome when the visitor did not know the printer. */
export const DOCTOR_UNKNOWN_MODEL = 'unknown';
export const DOCTOR_MODEL_MAX = 60;

/** What the site sends for one outcome: no address, no user agent, no free text. `model` is a guide slug or null. */
export interface DoctorOutcomeBody {
  readonly symptom: DoctorSymptomId;
  readonly model: string | null;
  readonly os: DoctorSystem | null;
  readonly outcome: DoctorOutcomeKind;
  /** The 1-based step that solved it (solved) or the last step tried (contact); null for started. */
  readonly step: number | null;
}

/** Where the site posts outcomes (public, rate-limited). */
export const DOCTOR_OUTCOME_ENDPOINT = '/api-v1.0/public/doctor/outcomes';
