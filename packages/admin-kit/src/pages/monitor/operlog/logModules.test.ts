import { RESOURCES } from '@labelwise/contract';
import { locales } from '@labelwise/ui/messages';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../i18n/catalog';
import { logModules } from './logModules';

describe('the modules the operation log names', () => {
  it('name every resource with a page by its menu title, in every locale', () => {
    for (const resource of RESOURCES) {
      const menu = resource.menu;
      if (!menu) continue;
      expect(logModules[resource.perm], resource.key).toEqual({ id: menu.title });
      for (const id of [menu.title, ...(menu.extraButtons ?? []).map((b) => b.title)])
        for (const locale of locales) expect(adminMessages[locale][id], `${locale} ${id}`).toBeTruthy();
    }
  });
});
