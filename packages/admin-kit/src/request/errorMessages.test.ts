import { describe, expect, it } from 'vitest';
import { formatterFor } from '../test/intl';
import { codeMessage, rewordTransportError, statusMessage } from './errorMessages';
import { interpretResponse } from './envelope';

const en = formatterFor('en-us');
const zh = formatterFor('zh-cn');

describe('rewordTransportError', () => {
  it.each([
    ['Network Error', 'network', 'Backend connection abnormal'],
    ['Failed to fetch', 'network', 'Backend connection abnormal'],
    ['fetch failed', 'network', 'Backend connection abnormal'],
    ['NetworkError when attempting to fetch resource.', 'network', 'Backend connection abnormal'],
    ['timeout of 600000ms exceeded', 'timeout', 'System interface request timeout'],
    ['Request failed with status code 503', 'http', 'System interface 503 abnormal'],
  ])('%s → %s', (text, kind, message) => {
    expect(rewordTransportError(en, new Error(text))).toMatchObject({ kind, message });
  });

  it('recognises error names and keeps an unknown message', () => {
    const timeout = new Error('Request timed out: GET http://x');
    timeout.name = 'TimeoutError';
    expect(rewordTransportError(en, timeout).kind).toBe('timeout');
    expect(rewordTransportError(en, new TypeError('whatever')).message).toBe('Backend connection abnormal');
    expect(rewordTransportError(en, new Error('Something odd')).message).toBe('Something odd');
  });

  it('speaks Chinese with the catalogue wording', () => {
    expect(rewordTransportError(zh, new Error('Network Error')).message).toBe('后端接口连接异常');
    expect(rewordTransportError(zh, new Error('timeout')).message).toBe('系统接口请求超时');
    expect(rewordTransportError(zh, new Error('Request failed with status code 404')).message).toBe('系统接口404异常');
  });
});

describe('codeMessage / statusMessage', () => {
  it('a known field refusal, else the code map entry, else our text for the code, else the default', () => {
    expect(codeMessage(zh, 401, 'x')).toBe('认证失败，无法访问系统资源');
    expect(codeMessage(zh, 403)).toBe('当前操作没有权限');
    expect(codeMessage(zh, 404)).toBe('访问资源不存在');
    expect(codeMessage(zh, 409, 'conflict')).toBe('与现有数据冲突。');
    expect(codeMessage(zh, 409, 'slug: already exists')).toBe('该值已被使用，请换一个。');
    expect(codeMessage(zh, 400, 'password: incorrect username or password')).toBe('用户名或密码错误。');
    expect(codeMessage(zh, 403, 'username: account is disabled')).toBe('该账号已停用，请联系管理员。');
    // A refusal by effect (the contract's EFFECTS table) says which permission the change needs, in the user's language.
    expect(codeMessage(zh, 403, 'driverId: driver 5 is published; this needs site:driver:edit')).toBe(
      '这会改变访客看到或下载的内容，需要权限 site:driver:edit。',
    );
    expect(codeMessage(zh, 403, 'No permission for the current operation (site:driver:edit)')).toBe('当前操作没有权限');
    expect(codeMessage(zh, 418, '  ')).toBe('系统未知错误，请反馈给管理员');
  });

  it('HTTP status map, else "System interface NNN abnormal"', () => {
    expect([400, 401, 403, 404, 500, 502, 503, 504].map((status) => statusMessage(en, status))).toEqual([
      'The server could not process the request because of an error',
      'Login timed out, please log in again',
      'Insufficient permissions',
      'The requested record does not exist',
      'An error occurred on the server',
      'Gateway error',
      'Service unavailable',
      'Gateway timed out',
    ]);
    expect(statusMessage(en, 429)).toBe('System interface 429 abnormal');
  });
});

describe('interpretResponse', () => {
  it('classifies without side effects', () => {
    expect(interpretResponse(en, 200, { code: 200, data: 1 })).toEqual({ ok: true, body: { code: 200, data: 1 } });
    const expired = interpretResponse(en, 401, { code: 401 });
    expect(expired).toMatchObject({ ok: false, sessionExpired: true });
    expect('notice' in expired && expired.notice).toBeFalsy();
    expect(interpretResponse(en, 500, { code: 500, msg: 'x' })).toMatchObject({
      ok: false,
      notice: { variant: 'message' },
    });
    expect(interpretResponse(en, 400, { code: 400, msg: 'x' })).toMatchObject({
      ok: false,
      notice: { variant: 'notification' },
    });
    expect(interpretResponse(en, 502, undefined)).toMatchObject({ ok: false, error: { kind: 'http', status: 502 } });
  });
});
