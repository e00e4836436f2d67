import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../i18n/catalog';
import { seededName } from './seededNames';

const intlOf = (locale: 'de-de' | 'zh-cn' | 'en-us') => createIntl({ locale, messages: adminMessages[locale] });

describe('seededName: seeded system rows in the operator language', () => {
  it('a seeded name still as the seed wrote it reads in the operator language', () => {
    expect(seededName(intlOf('de-de'), 'role', 'editor', 'Content editor')).toBe('Inhaltsredaktion');
    expect(seededName(intlOf('zh-cn'), 'dept', 'Head office', 'Head office')).toBe('总部');
    expect(seededName(intlOf('zh-cn'), 'config', 'sys.user.initPassword', 'Users: initial password')).toBe(
      '用户：初始密码',
    );
    expect(seededName(intlOf('de-de'), 'dictData', 'site_contact_status.handled', 'Handled')).toBe('Erledigt');
    expect(seededName(intlOf('en-us'), 'post', 'hr', 'Human resources')).toBe('Human resources');
  });

  it('a name an operator gave or changed shows as stored', () => {
    expect(seededName(intlOf('de-de'), 'role', 'editor', 'Redaktion Europa')).toBe('Redaktion Europa');
    expect(seededName(intlOf('de-de'), 'post', 'intern', 'Intern')).toBe('Intern');
    expect(seededName(intlOf('zh-cn'), 'dept', 'Warehouse', 'Warehouse')).toBe('Warehouse');
  });
});
