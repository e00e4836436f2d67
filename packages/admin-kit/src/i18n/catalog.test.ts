import { locales } from '@labelwise/ui/messages';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '../test/intl';
import { messages } from '../request/request.messages';
import { adminMessageGroups, adminMessages } from './catalog';

describe('adminMessages', () => {
  it('has every id in every locale, translated (not the English fallback) outside en-us', () => {
    const ids = adminMessageGroups.flatMap((group) => Object.values(group.messages).map((descriptor) => descriptor.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const locale of locales) {
      expect(Object.keys(adminMessages[locale]).sort()).toEqual([...ids].sort());
    }
    for (const locale of locales.filter((l) => l !== 'en-us')) {
      for (const group of adminMessageGroups) {
        for (const descriptor of Object.values(group.messages)) {
          expect(group.translations[locale][descriptor.id], `${locale} ${descriptor.id}`).toBeTruthy();
        }
      }
    }
  });

  it('uses the admin.* id namespace', () => {
    for (const id of Object.keys(adminMessages['en-us'])) expect(id).toMatch(/^admin\.[a-z][a-zA-Z]*\./);
  });

  it('formats the Chinese texts with react-intl, including the status placeholder', () => {
    const zh = formatterFor('zh-cn');
    expect(zh(messages.duplicateSubmit)).toBe('数据正在处理，请勿重复提交');
    expect(zh(messages.sessionExpiredBody)).toBe('登录状态已过期，您可以继续留在该页面，或者重新登录');
    expect(zh(messages.sessionExpiredTitle)).toBe('登录已过期');
    expect(zh(messages.sessionInvalid)).toBe('无效的会话，或者会话已过期，请重新登录。');
    expect(zh(messages.statusAbnormal, { status: 502 })).toBe('系统接口502异常');
    expect(zh(messages.downloadFailed)).toBe('下载文件出现错误，请联系管理员！');
    expect(formatterFor('de-de')(messages.statusAbnormal, { status: 503 })).toBe('Systemschnittstelle 503 fehlerhaft');
    expect(formatterFor('en-us')(messages.statusAbnormal, { status: 504 })).toBe('System interface 504 abnormal');
  });
});
