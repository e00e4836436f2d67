import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  brandCreate,
  brandShape,
  contactBody,
  guideBody,
  noticeBody,
  partnerBody,
  videoBody,
  modelCreate,
  userCreate,
  validateContactMessage,
  type ContactField,
} from './index.js';
// The limits and enums by their module's name: each assertion shows it reads the one definition.
import * as rules from './rules.js';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+1 555',
  message: 'Hello',
  role: rules.CONTACT_ROLES[0],
  os: rules.CONTACT_OS[0],
};
const withField = (field: ContactField, value: string) => ({ ...valid, [field]: value });
/** The problems zod reports, by field. */
const zodFields = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => String(i.path[0]));
};
const emailOfLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('a limit is written once', () => {
  const limits: [ContactField, number, (n: number) => string][] = [
    ['name', rules.CONTACT_NAME_MAX, (n) => 'n'.repeat(n)],
    ['email', rules.CONTACT_EMAIL_MAX, emailOfLength],
    ['phone', rules.CONTACT_PHONE_MAX, (n) => '1'.repeat(n)],
    ['message', rules.CONTACT_MESSAGE_MAX, (n) => 'm'.repeat(n)],
  ];
  it.each(limits)(
    '%s: the zod schema and the zod-free validator accept the limit and reject one more',
    (field, max, make) => {
      expect(validateContactMessage(withField(field, make(max)))).toEqual({});
      expect(zodFields(contactBody, withField(field, make(max)))).toEqual([]);
      expect(validateContactMessage(withField(field, make(max + 1)))).toEqual({ [field]: 'tooLong' });
      expect(zodFields(contactBody, withField(field, make(max + 1)))).toEqual([field]);
    },
  );

  it('the JSON schema the API documents carries the same maxLength', () => {
    const doc = z.toJSONSchema(contactBody, { io: 'input' }) as { properties: Record<string, { maxLength?: number }> };
    expect(doc.properties.message!.maxLength).toBe(rules.CONTACT_MESSAGE_MAX);
    expect(doc.properties.name!.maxLength).toBe(rules.CONTACT_NAME_MAX);
  });

  it('admin forms read the same limits', () => {
    expect(zodFields(brandCreate, { name: 'b'.repeat(rules.BRAND_NAME_MAX) })).toEqual([]);
    expect(zodFields(brandCreate, { name: 'b'.repeat(rules.BRAND_NAME_MAX + 1) })).toEqual(['name']);
    expect(zodFields(modelCreate, { brandId: 1, name: 'PM-241' })).toEqual([]);
    const user = { userName: 'u'.repeat(rules.USER_NAME_MAX), nickName: 'U', password: 'long enough' };
    expect(zodFields(userCreate, user)).toEqual([]);
    expect(zodFields(userCreate, { ...user, userName: 'u'.repeat(rules.USER_NAME_MAX + 1) })).toEqual(['userName']);
  });
});

describe('the email and phone rules agree', () => {
  it("the zod-free email pattern is zod's own", () => {
    expect(rules.EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
  it.each(['ada@example.com', 'a.b+c@sub.example.org', "o'neil@example.ie"])('%s is accepted by both', (email) => {
    expect(validateContactMessage(withField('email', email)).email).toBeUndefined();
    expect(zodFields(contactBody, withField('email', email))).toEqual([]);
  });
  it.each(['ada', 'ada@', '.ada@example.com', 'ada..b@example.com', 'ada@example', 'ada@-x.com'])(
    '%s is rejected by both',
    (email) => {
      expect(validateContactMessage(withField('email', email)).email).toBe('invalid');
      expect(zodFields(contactBody, withField('email', email))).toEqual(['email']);
    },
  );
  it('a phone with letters is rejected by both', () => {
    expect(validateContactMessage(withField('phone', '555-CALL')).phone).toBe('invalid');
    expect(zodFields(contactBody, withField('phone', '555-CALL'))).toEqual(['phone']);
  });
  it('an unknown role or system is rejected by both', () => {
    expect(validateContactMessage({ ...valid, role: 'x', os: 'y' })).toEqual({ role: 'required', os: 'required' });
    expect(zodFields(contactBody, { ...valid, role: 'x', os: 'y' }).sort()).toEqual(['os', 'role']);
  });
});

describe('inputMaxLength', () => {
  it('reads the limit through the trim and checks around a text schema', async () => {
    const { freeText, inputMaxLength } = await import('./fields.js');
    const { modelShape } = await import('./catalog.js');
    expect(inputMaxLength(freeText(1234))).toBe(1234);
    expect(inputMaxLength(modelShape.guidePath)).toBe(100);
    expect(inputMaxLength(modelShape.sort)).toBeUndefined();
  });
});

describe('site path fields take only single-slash paths on this site', () => {
  // Each field a visitor follows or loads as part of this site: notice link, logos, photo, poster, website.
  const fields: Array<[string, z.ZodType]> = [
    ['notice link', noticeBody.shared.shape.link],
    ['brand logo', brandShape.logo],
    ['brand website', brandShape.website],
    ['guide photo', guideBody.shared.shape.photo],
    ['video poster', videoBody.shared.shape.poster],
    ['partner logo', partnerBody.shared.shape.logo],
    ['partner website', partnerBody.shared.shape.website],
  ];
  it.each(fields)('%s: refuses //host and /\\host, accepts /path and https URLs', (_name, schema) => {
    for (const offSite of ['//evil.example/x', '/\\evil.example/x', '/\\/evil.example', '/ok\\..\\x'])
      expect(schema.safeParse(offSite).success, offSite).toBe(false);
    for (const fine of ['/download', '/media/videos/pm241.svg', 'https://www.phomemo.com/'])
      expect(schema.safeParse(fine).success, fine).toBe(true);
    expect(rules.SITE_PATH.test('//evil.example')).toBe(false);
  });
});

describe('demo stand-ins are told apart by one rule', () => {
  it('marks files under the demo prefix, by name or by download address, and nothing else', () => {
    const demo = 'resources/demo/drivers/d520bt-windows-1.2.2.zip';
    expect(rules.isDemoResource(demo)).toBe(true);
    expect(rules.isDemoResource(`/api-v1.0/common/download/resource?resource=${encodeURIComponent(demo)}`)).toBe(true);
    expect(rules.isDemoResource(`/api-v1.0/common/download/resource?resource=${demo}&disposition=inline`)).toBe(true);
    for (const real of [
      'upload/2026/11/28/5f0c.zip',
      'resources/drivers/d520bt-windows-1.2.2.zip',
      `/api-v1.0/common/download/resource?resource=${encodeURIComponent('upload/2026/11/28/5f0c.exe')}`,
      // The prefix in another parameter does not make a download a stand-in.
      '/api-v1.0/common/download/resource?resource=upload%2Fa.zip&note=resources/demo/',
      'https://example.com/resources/demo/',
      '',
      null,
    ])
      expect(rules.isDemoResource(real), String(real)).toBe(false);
  });

  it('treats every store link the seed makes up as demo', () => {
    expect(Object.values(rules.DEMO_STORE_URLS).every(rules.isDemoStoreUrl)).toBe(true);
    expect(rules.isDemoStoreUrl('https://play.google.com/store/apps/details?id=com.labelwise.app')).toBe(true);
    expect(rules.isDemoStoreUrl('https://play.google.com/store/apps/details?id=com.example.real')).toBe(false);
  });
});
