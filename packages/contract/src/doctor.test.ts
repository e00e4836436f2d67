import { describe, expect, it } from 'vitest';
import { GUIDE_DEFAULTS, CONTENT_LOCALES } from './guides.js';
import {
  DOCTOR_STEP_TEXTS,
  DOCTOR_SYMPTOM_TEXTS,
  DOCTOR_SYMPTOMS,
  DOCTOR_TREES,
  doctorQuery,
  doctorSteps,
  parseDoctorQuery,
  type DoctorPrinter,
} from './doctor.js';

const printer = (slug: string): DoctorPrinter => {
  const g = GUIDE_DEFAULTS.find((m) => m.slug === slug)!;
  return { slug: g.slug, connections: g.connections };
};
const slugs = GUIDE_DEFAULTS.map((g) => g.slug);
const ids = (steps: ReadonlyArray<{ id: string }>) => steps.map((s) => s.id);

describe('doctor trees', () => {
  it('cover the ten symptoms, every step with a title and what to do in all six locales', () => {
    expect(DOCTOR_SYMPTOMS.map((s) => s.slug)).toContain('blank-labels');
    expect(DOCTOR_SYMPTOMS).toHaveLength(10);
    for (const s of DOCTOR_SYMPTOMS) {
      expect(DOCTOR_TREES[s.id].length, s.id).toBeGreaterThanOrEqual(4);
      for (const locale of CONTENT_LOCALES) expect(DOCTOR_SYMPTOM_TEXTS[s.id].name[locale].trim()).not.toBe('');
    }
    for (const [id, texts] of Object.entries(DOCTOR_STEP_TEXTS))
      for (const locale of CONTENT_LOCALES) {
        expect(texts.title[locale].trim(), `${id} ${locale}`).not.toBe('');
        expect(texts.body[locale].length, `${id} ${locale}`).toBeGreaterThan(40);
        // A translation is not the English text copied over.
        if (locale !== 'en-us') expect(texts.body[locale], `${id} ${locale}`).not.toBe(texts.body['en-us']);
      }
  });

  it('give a D520 on a Mac the Mac paper step third for blank labels, and no Windows or phone steps', () => {
    expect(ids(doctorSteps('blank', printer('d520'), 'mac'))).toEqual([
      'thermalSide',
      'calibrate',
      'macPaper',
      'density',
      'cleanHead',
    ]);
    expect(ids(doctorSteps('blank', printer('d520'), 'ios'))).toContain('appLabel');
    expect(ids(doctorSteps('blank', printer('d520'), 'ios'))).not.toContain('macPaper');
  });

  it('offer pairing steps only to Bluetooth printers, and the serial-number step only to the models it names', () => {
    expect(doctorSteps('bluetooth', printer('pm245'), 'windows')).toEqual([]);
    expect(ids(doctorSteps('bluetooth', printer('pm241'), 'windows'))[0]).toBe('pairSystemSerial');
    expect(ids(doctorSteps('bluetooth', printer('t200'), 'windows'))).not.toContain('pairSystemSerial');
    expect(ids(doctorSteps('bluetooth', printer('d520'), 'android'))).toContain('btPermissions');
    expect(doctorSteps('wifi', printer('d520'), 'mac')).toEqual([]);
    expect(ids(doctorSteps('wifi', printer('pm249wf'), 'windows'))).toContain('wifiOverUsb');
    expect(ids(doctorSteps('chromeos', printer('pm241'), 'chromeos'))).toContain('chromeSerial');
    expect(ids(doctorSteps('chromeos', printer('d520'), 'chromeos'))).not.toContain('chromeSerial');
  });

  it('keep every step that cannot be ruled out when the printer and system are not known', () => {
    const all = ids(doctorSteps('usb', null, null));
    expect(all).toEqual(expect.arrayContaining(['winDriverFirst', 'macAllow', 'linuxCups', 'usbPhone']));
    expect(ids(doctorSteps('bluetooth', null, null))).not.toContain('pairSystemSerial');
  });

  it('read a deep link, dropping what it does not know', () => {
    expect(parseDoctorQuery(new URLSearchParams('model=D520&symptom=blank&os=mac&step=2'), slugs)).toEqual({
      model: 'd520',
      symptom: 'blank',
      os: 'mac',
      step: 2,
    });
    expect(parseDoctorQuery(new URLSearchParams('symptom=blank-labels&os=macos'), slugs)).toEqual({
      model: null,
      symptom: 'blank',
      os: 'mac',
      step: 0,
    });
    expect(parseDoctorQuery(new URLSearchParams('model=zebra&symptom=nope&os=beos&step=3'), slugs)).toEqual({
      model: null,
      symptom: null,
      os: null,
      step: 0,
    });
    expect(parseDoctorQuery(new URLSearchParams('symptom=usb&step=-4'), slugs).step).toBe(1);
    expect(parseDoctorQuery(new URLSearchParams('symptom=usb&step=999'), slugs).step).toBe(20);
    expect(doctorQuery({ model: 'd520', symptom: 'blank', os: 'mac', step: 2 })).toBe(
      '?model=d520&symptom=blank&os=mac&step=2',
    );
  });
});
