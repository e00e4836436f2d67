/** The fuzzing suite's inputs: hostile strings and values, payload shapes, endpoints and body encodings. */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { multipartBody, P } from './helpers.js';

/** Strings an attacker would try, mixed with random ones. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE contact_messages; --",
    '1; select pg_sleep(5)',
    '../../../../etc/passwd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '..\\..\\windows\\win.ini',
    '/etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'prototype',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1.5',
    '1e309',
    '9999999999999999999999',
    '2147483648',
    '\uD800',
    '\uFEFF',
    '😀'.repeat(50),
    'a'.repeat(10_000),
    '%',
    '%%',
    '%ZZ',
    '*',
    ' ',
    '',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
export const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

export const CONTACT_KEYS = [
  'name',
  'email',
  'phone',
  'message',
  'role',
  'os',
  'website',
  '__proto__',
  'constructor',
  'id',
  'status',
  'created_at',
];
export const contactPayload = fc.oneof(
  fc.dictionary(fc.constantFrom(...CONTACT_KEYS), hostileValue, { maxKeys: 9 }),
  // mostly-valid payloads with some fields replaced
  fc.record({
    name: fc.oneof(fc.constant('Ann'), hostileValue),
    email: fc.oneof(fc.constant('ann@example.com'), hostileValue),
    message: fc.oneof(fc.constant('hello'), hostileValue),
    role: fc.oneof(
      fc.constantFrom('software_user', 'driver_user', 'chrome_extension_user', 'printer_manufacturer'),
      hostileValue,
    ),
    os: fc.oneof(fc.constantFrom('windows', 'linux', 'macos', 'chromeos'), hostileValue),
    phone: fc.oneof(fc.constant('123'), hostileValue),
    website: fc.oneof(fc.constant(undefined), fc.constant(''), hostileValue),
  }),
  hostileValue,
  fc.jsonValue(),
);
export const sessionPayload = fc.oneof(
  fc.dictionary(fc.constantFrom('username', 'password', 'confirmPassword', 'code', 'uuid', '__proto__'), hostileValue, {
    maxKeys: 5,
  }),
  fc.record({
    username: fc.oneof(fc.stringMatching(/^[a-z]{2,12}$/), hostileValue),
    password: fc.oneof(fc.constant('long-enough-password'), hostileValue),
  }),
  hostileValue,
);

/** Every public GET route, each taking the fuzzed value somewhere (path, query or header). */
export const GET_ENDPOINTS: Array<(s: string) => string> = [
  (s) => `${P}/health?x=${s}`,
  (s) => `${P}/docs?${s}`,
  (s) => `${P}/docs/json?x=${s}`,
  (s) => `/healthz?${s}`,
  (s) => `${P}/public/brands?pageNum=${s}&pageSize=${s}`,
  (s) => `${P}/public/brands?pageSize=20&pageNum=${s}`,
  (s) => `${P}/public/brands/${s}/models`,
  (s) => `${P}/public/brands/1/models?pageSize=${s}`,
  (s) => `${P}/public/models?keyword=${s}`,
  (s) => `${P}/public/models?brandId=${s}&keyword=pm`,
  (s) => `${P}/public/models?keyword=${s}&keyword=${s}`,
  (s) => `${P}/public/models/${s}`,
  (s) => `${P}/public/models/${s}/drivers?os=${s}`,
  (s) => `${P}/public/models/1/drivers?os=${s}&pageSize=${s}`,
  (s) => `${P}/public/models/${s}/manuals`,
  (s) => `${P}/public/models/1/manuals?pageNum=${s}`,
  (s) => `${P}/public/chart?pageSize=${s}`,
  (s) => `${P}/resources/dataConfig.json?${s}`,
  (s) => `/resources/dataConfig.json?${s}`,
  (s) => `${P}/system/dict/data/type/${s}`,
  (s) => `${P}/system/config/configKey/${s}`,
  (s) => `${P}/common/download/resource?resource=${s}`,
  (s) => `${P}/common/download/resource?resource=resources/${s}`,
  (s) => `${P}/common/download?fileName=${s}&delete=${s}`,
  (s) => `${P}/captchaImage?${s}`,
  (s) => `${P}/getInfo?x=${s}`,
  (s) => `${P}/getRouters?x=${s}`,
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '',
  '*/*',
  'application/json\u0000',
];

export const asText = (v: unknown) => (typeof v === 'string' ? v : String(JSON.stringify(v)));

/** Encodes a payload in one of several ways (some deliberately broken). */
export function encode(
  payload: unknown,
  mode: 'json' | 'truncated' | 'form' | 'multipart',
): { body: string | Buffer; contentType: string } {
  const obj =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : { value: payload };
  switch (mode) {
    case 'json':
      return { body: JSON.stringify(payload) ?? 'null', contentType: 'application/json' };
    case 'truncated':
      return { body: (JSON.stringify(payload) ?? 'null').slice(0, -1), contentType: 'application/json' };
    case 'form':
      return {
        body: new URLSearchParams(
          Object.entries(obj)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]): [string, string] => [k, asText(v)]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart': {
      const m = multipartBody(
        Object.fromEntries(
          Object.entries(obj)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, asText(v).replace(/\r?\n--/g, ' ')]),
        ),
      );
      return { body: m.payload, contentType: m.contentType };
    }
  }
}

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}
