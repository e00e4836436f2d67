import { Button, FormField, Input, Select } from '@labelwise/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './shared.messages';
import { ALL, Toolbar } from './pageParts';
import { translateChoices } from './rules';
import type { FilterDef } from './types';

export interface FilterBarProps {
  filters: readonly FilterDef[];
  /** The applied values (from the URL); the bar edits a copy until Search. */
  applied: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  /** Whether a Reset button clears the filters (true by default). */
  resettable?: boolean;
  /** Buttons at the end of the bar (Add, Export, …). */
  children?: ReactNode;
}

/** The search form above a list: one field per declared filter, Search and Reset, then the page's own buttons. */
export function FilterBar({ filters, applied, onApply, resettable = true, children }: FilterBarProps) {
  const intl = useIntl();
  const [values, setValues] = useState<Record<string, string>>(applied);
  // The URL may change under the bar (back, a tag of the tags view): show what is applied.
  useEffect(() => setValues(applied), [applied]);
  const set = (key: string, value: string) => setValues((previous) => ({ ...previous, [key]: value }));

  return (
    <Toolbar
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
    >
      {filters.map((filter) => (
        <FormField key={filter.key} label={intl.formatMessage(filter.label)}>
          {filter.kind === 'select' ? (
            <Select
              value={values[filter.key] || ALL}
              onValueChange={(value) => set(filter.key, value === ALL ? '' : value)}
              options={[
                { value: ALL, label: filter.anyLabel ? intl.formatMessage(filter.anyLabel) : '' },
                ...translateChoices(intl, filter.options),
              ]}
            />
          ) : (
            <Input
              type={filter.kind === 'date' ? 'date' : 'text'}
              value={values[filter.key] ?? ''}
              onChange={(event) => set(filter.key, event.target.value)}
            />
          )}
        </FormField>
      ))}
      {filters.length > 0 && (
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.search)}
        </Button>
      )}
      {filters.length > 0 && resettable && (
        <Button
          type="button"
          onClick={() => {
            setValues({});
            onApply({});
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
      )}
      <span className="grow" />
      {children}
    </Toolbar>
  );
}
