import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS as contactLimits } from '@labelwise/contract/rules';
import { contactLength, contactPayload, normalizeContact, validateContact } from './contactValidation';

const valid = {
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '+34 (91) 123-45.67',
  message: 'My PM-241-BT prints blank labels.',
  role: 'driver_user',
  os: 'windows',
};

describe('validateContact', () => {
  it('accepts a complete form; phone is optional', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '' })).toEqual({});
  });

  it('says what each empty field needs', () => {
    expect(validateContact({})).toEqual({
      name: 'site.contact.nameRequired',
      email: 'site.contact.emailRequired',
      message: 'site.contact.messageRequired',
      role: 'site.contact.roleRequired',
      os: 'site.contact.osRequired',
    });
    expect(validateContact({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'site.contact.nameRequired',
      message: 'site.contact.messageRequired',
    });
  });

  it('checks email and phone formats like the API', () => {
    for (const email of ['ana', 'ana@', 'ana@example', '.ana@example.com', 'ana..b@example.com', 'ana@exa mple.com']) {
      expect(validateContact({ ...valid, email }).email, email).toBe('site.contact.emailInvalid');
    }
    for (const email of ['a.b+tag@sub.example.co.uk', "o'neil@example.ie"])
      expect(validateContact({ ...valid, email }).email, email).toBeUndefined();
    expect(validateContact({ ...valid, phone: '555-CALL' }).phone).toBe('site.contact.phoneInvalid');
  });

  it('enforces the API length limits', () => {
    expect(validateContact({ ...valid, name: 'x'.repeat(101) }).name).toBe('site.contact.tooLong');
    expect(validateContact({ ...valid, name: 'x'.repeat(100) }).name).toBeUndefined();
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBe('site.contact.tooLong');
    expect(validateContact({ ...valid, phone: '1'.repeat(41) }).phone).toBe('site.contact.tooLong');
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe('site.contact.messageTooLong');
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) }).message).toBeUndefined();
  });

  it('accepts only the four roles and the listed systems', () => {
    for (const role of ['software_user', 'chrome_extension_user', 'driver_user', 'printer_manufacturer']) {
      expect(validateContact({ ...valid, role })).toEqual({});
    }
    expect(validateContact({ ...valid, role: 'admin' }).role).toBe('site.contact.roleRequired');
    expect(validateContact({ ...valid, os: 'beos' }).os).toBe('site.contact.osRequired');
  });

  it('ignores non-string values instead of throwing', () => {
    expect(validateContact({ name: 42, email: null, message: {}, role: [], os: undefined })).toMatchObject({
      name: 'site.contact.nameRequired',
    });
  });
});

describe('contactPayload', () => {
  it('trims values and drops control characters', () => {
    expect(normalizeContact({ ...valid, name: '  Ana\u0007 ', message: ' line 1\nline 2 ' })).toMatchObject({
      name: 'Ana',
      message: 'line 1\nline 2',
    });
    expect(contactPayload({ ...valid, email: ' ana@example.com ' })).toEqual({ ...valid, email: 'ana@example.com' });
  });

  it('returns null while the form has errors', () => {
    expect(contactPayload({ ...valid, email: 'nope' })).toBeNull();
  });
});

describe("contact limits are the API's", () => {
  it('counts what is validated and sent: trimmed, no control characters', () => {
    expect(contactLength('  ab\u0007c \n')).toBe(3);
    expect(contactLength('x'.repeat(5000))).toBe(contactLimits.message);
  });
});
