import { contentBodies } from '@labelwise/contract';
import { DOCTOR_SYMPTOMS } from '@labelwise/contract/doctor';
import { SHIPPING_PLATFORMS } from '@labelwise/contract/shipping';
import { describe, expect, it } from 'vitest';
import { previewPathOf } from '../shared/previewPath';
import { doctorStepDeclaration } from '../doctorstep';
import { shippingDeclaration } from '../shipping';
import { shippingCommonDeclaration } from '../shippingcommon';
import { doctorDeclaration } from '.';

describe('doctor and shipping editors', () => {
  it('start a new item the contract accepts once the operator types the words, the platform’s name and picks a step', () => {
    // A tree's first step is chosen from the printer doctor steps, never a made-up name the site would skip.
    const tree = contentBodies.doctor.shared.safeParse(doctorDeclaration.emptyShared());
    expect(new Set(tree.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['steps.0.id']));
    const symptom = contentBodies.doctor.text.safeParse(doctorDeclaration.emptyText());
    expect(symptom.error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'lead']);
    const step = contentBodies.doctorStep.text.safeParse(doctorStepDeclaration.emptyText());
    expect(step.error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'body']);
    expect(contentBodies.shippingCommon.text.safeParse(shippingCommonDeclaration.emptyText()).success).toBe(true);
    const shared = contentBodies.shipping.shared.safeParse(shippingDeclaration.emptyShared());
    expect(shared.error?.issues.map((i) => i.path.join('.'))).toEqual(['name']);
    const text = contentBodies.shipping.text.safeParse(shippingDeclaration.emptyText());
    expect(text.error?.issues.map((i) => i.path.join('.'))).toEqual(['path', 'choose']);
  });

  it.each(
    [doctorDeclaration, doctorStepDeclaration, shippingDeclaration, shippingCommonDeclaration].map(
      (d) => [d.kind, d] as const,
    ),
  )('%s: every field is one the API stores, so nothing typed is dropped', (kind, d) => {
    const body = contentBodies[kind];
    expect(Object.keys(body.shared.shape)).toEqual(expect.arrayContaining(d.sharedFields.map((f) => f.key)));
    expect(Object.keys(body.text.shape)).toEqual(expect.arrayContaining(d.textFields.map((f) => f.key)));
  });

  it('preview each symptom on its landing page and each platform on its page', () => {
    for (const s of DOCTOR_SYMPTOMS) expect(previewPathOf('doctor', s.id)).toBe(`/doctor/${s.slug}`);
    expect(previewPathOf('doctor', 'notASymptom')).toBe('/doctor');
    for (const p of SHIPPING_PLATFORMS) expect(previewPathOf('shipping', p.slug)).toBe(`/shipping/${p.slug}`);
    expect(doctorDeclaration.sitePath?.({ key: 'blank' })).toBe('/doctor/blank-labels');
    expect(shippingCommonDeclaration.sitePath?.({ key: 'common' })).toBe('/shipping');
  });
});
