import {
  doctorSteps,
  parseDoctorQuery,
  type DoctorPrinter,
  type DoctorState,
  type DoctorStep,
  type DoctorSystem,
} from '@labelwise/contract/doctor';
import type { Connection } from '@labelwise/contract/rules';
import { foldModel } from './finder';

/** What the doctor needs of a model: the guide's slug, name, brand and connections (content/guides.ts). */
export interface DoctorModel {
  readonly slug: string;
  readonly name: string;
  readonly brand: string;
  readonly connections: readonly Connection[];
}

/**
 * A printer whose model the visitor does not know, by what it plugs into: the only thing that changes which steps
 * apply. The connections are on the printer's back and box, where anyone can read them.
 */
export const DOCTOR_FAMILIES = ['usb', 'bluetooth', 'wifi'] as const;
export type DoctorFamily = (typeof DOCTOR_FAMILIES)[number];

export const familyConnections: Readonly<Record<DoctorFamily, readonly Connection[]>> = {
  usb: ['usb'],
  bluetooth: ['usb', 'bluetooth'],
  wifi: ['usb', 'wifi'],
};

/** The models of a family: those whose connections are exactly the family's. */
export function familyModels<M extends DoctorModel>(family: DoctorFamily, models: readonly M[]): M[] {
  const wanted = familyConnections[family];
  return models.filter((m) => m.connections.length === wanted.length && wanted.every((c) => m.connections.includes(c)));
}

/** Product names of the systems, the same in every language. */
export const doctorSystemName: Readonly<Record<DoctorSystem, string>> = {
  windows: 'Windows',
  mac: 'macOS',
  chromeos: 'ChromeOS',
  linux: 'Linux',
  ios: 'iPhone / iPad',
  android: 'Android',
};

/** The doctor's whole state: the contract's deep link plus a family when the model is not known. */
export interface DoctorView extends DoctorState {
  readonly family: DoctorFamily | null;
}

/** Reads the address bar; a known model wins over a family. */
export function readDoctorView(params: URLSearchParams, models: readonly DoctorModel[]): DoctorView {
  const state = parseDoctorQuery(
    params,
    models.map((m) => m.slug),
  );
  const familyParam = params.get('family');
  const family =
    !state.model && (DOCTOR_FAMILIES as readonly string[]).includes(familyParam ?? '')
      ? (familyParam as DoctorFamily)
      : null;
  return { ...state, family };
}

/** The address bar for a view (empty values left out). */
export function doctorSearch(view: DoctorView): string {
  const params = new URLSearchParams();
  if (view.model) params.set('model', view.model);
  else if (view.family) params.set('family', view.family);
  if (view.symptom) params.set('symptom', view.symptom);
  if (view.os) params.set('os', view.os);
  if (view.symptom && view.step > 0) params.set('step', String(view.step));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The printer as the trees see it: a model, a family, or nothing known. */
export function doctorPrinter(view: DoctorView, models: readonly DoctorModel[]): DoctorPrinter | null {
  const model = view.model ? models.find((m) => m.slug.toLowerCase() === view.model!.toLowerCase()) : undefined;
  if (model) return { slug: model.slug, connections: model.connections };
  return view.family ? { slug: '', connections: familyConnections[view.family] } : null;
}

/** The steps this view walks through, of `tree` (the symptom's published tree) or else the compiled one. */
export function viewSteps(
  view: DoctorView,
  models: readonly DoctorModel[],
  tree?: readonly DoctorStep[],
): DoctorStep[] {
  return view.symptom ? doctorSteps(view.symptom, doctorPrinter(view, models), view.os, tree) : [];
}

/** Models whose name (with or without the brand in front) contains what was typed; case and separators ignored. */
export function searchDoctorModels<M extends DoctorModel>(
  query: string,
  models: readonly M[],
  brandName: (brand: string) => string,
): M[] {
  const typed = foldModel(query);
  if (!typed) return [];
  return models.filter(
    (m) => foldModel(m.name).includes(typed) || foldModel(brandName(m.brand) + m.name).includes(typed),
  );
}

/** The serial-number prefixes the site knows (content/pairing.ts), as the doctor reads them. */
export interface SerialPrefix {
  readonly prefix: string;
  readonly guide: string;
  readonly model: string;
}

/** The model a serial number names by its prefix, if the site knows the prefix. */
export function modelBySerial(serial: string, prefixes: readonly SerialPrefix[]): SerialPrefix | null {
  const typed = serial.trim().toUpperCase();
  if (typed.length < 4) return null;
  return prefixes.find((p) => typed.startsWith(p.prefix.toUpperCase())) ?? null;
}
