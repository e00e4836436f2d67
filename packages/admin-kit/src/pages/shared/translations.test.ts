import { exportColumn } from '@labelwise/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { templateColumns } from '../../crud/ImportDialog';
import { adminMessages } from '../../i18n/catalog';
import { messages } from '../pages.messages';
import { TITLE_TRANSLATIONS } from '../site/driver/driverForm';
import { translationImportColumns, type TranslatedField } from './translations';

const intlOf = (locale: 'de-de' | 'zh-cn' | 'en-us') => createIntl({ locale, messages: adminMessages[locale] });

const DESCRIPTION: TranslatedField = {
  key: 'descriptionI18n',
  english: 'description',
  label: messages.description,
  maxLength: 2000,
};

describe('import template columns for a translated field', () => {
  it('one column a language other than English, keyed as the API reads it', () => {
    const columns = templateColumns(intlOf('en-us'), { columns: translationImportColumns(DESCRIPTION) });
    expect(columns).toEqual([
      { key: 'descriptionZhCn', header: 'Description (简体中文)' },
      { key: 'descriptionZhHk', header: 'Description (繁體中文)' },
      { key: 'descriptionDeDe', header: 'Description (Deutsch)' },
      { key: 'descriptionFrFr', header: 'Description (Français)' },
      { key: 'descriptionEsEs', header: 'Description (Español)' },
    ]);
    // The API refuses a template whose columns are not the contract's.
    for (const column of columns) expect(exportColumn.safeParse(column).success).toBe(true);
  });

  it("headers in the operator's language, each language by its own name", () => {
    const german = templateColumns(intlOf('de-de'), { columns: translationImportColumns(TITLE_TRANSLATIONS) });
    expect(german.map((c) => c.header)).toEqual([
      'Titel (简体中文)',
      'Titel (繁體中文)',
      'Titel (Deutsch)',
      'Titel (Français)',
      'Titel (Español)',
    ]);
    expect(german[0]!.key).toBe('titleZhCn');
    const chinese = templateColumns(intlOf('zh-cn'), { columns: translationImportColumns(DESCRIPTION) });
    expect(chinese[2]!.header).toBe('描述（Deutsch）');
  });
});
