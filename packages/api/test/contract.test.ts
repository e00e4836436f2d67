import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_OS,
  CONTACT_ROLES,
  validateContactMessage,
} from '@labelwise/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, makeApp, type TestApp } from './helpers.js';

/** The API validates and documents from @labelwise/contract: a limit changed there changes here. */
describe('the API follows the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp('pglite');
  });
  afterAll(async () => t?.close());

  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    message: 'Hello',
    role: CONTACT_ROLES[0],
    os: CONTACT_OS[0],
  };
  const post = (payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url: `${P}/contact`, payload, remoteAddress: ip });

  it("the OpenAPI document's maxLength of the contact message is the contract's limit", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${P}/docs/json` })).json();
    const body = doc.paths[`${P}/contact`].post.requestBody.content['application/json'].schema;
    expect(body.properties.message.maxLength).toBe(CONTACT_MESSAGE_MAX);
    expect(body.properties.name.maxLength).toBe(CONTACT_NAME_MAX);
  });

  it('the route rejects the contact message exactly where the zod-free validator does', async () => {
    const atLimit = { ...valid, message: 'm'.repeat(CONTACT_MESSAGE_MAX) };
    const over = { ...valid, message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1) };
    expect(validateContactMessage(atLimit)).toEqual({});
    expect((await post(atLimit, '10.9.0.1')).statusCode).toBe(200);
    expect(validateContactMessage(over)).toEqual({ message: 'tooLong' });
    const r = await post(over, '10.9.0.2');
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toMatch(new RegExp(`^message: must be at most ${CONTACT_MESSAGE_MAX} characters`));
  });
});
