import { Input, Stack, Text } from '@labelwise/ui';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { MENU_ICONS, menuIcon } from '../../../menu/menuIcons';
import { messages as confirm } from '../../confirm.messages';

const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px;
  max-height: 216px;
  overflow-y: auto;
  padding: 2px;
`;

const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 1.2;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  svg {
    flex: none;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primaryStrong};
    background: ${({ theme }) => theme.color.primarySubtle};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

export interface IconPickerProps {
  label: string;
  /** The stored icon name; `''` for none. */
  value: string;
  onChange: (name: string) => void;
}

/**
 * The menu form's icon choice: a radio group of the curated icons (drawing and label), filtered by a search box.
 * Radios give the keyboard behaviour for free (Tab into the group, arrows between icons, the choice follows). A
 * stored name that is not in the list stays selected until another icon is chosen, and is shown as such.
 */
export function IconPicker({ label, value, onChange }: IconPickerProps) {
  const intl = useIntl();
  const name = useId();
  const [query, setQuery] = useState('');
  const choices = useMemo(() => {
    const q = query.trim().toLowerCase();
    const labelled = MENU_ICONS.map((choice) => ({ ...choice, text: intl.formatMessage(choice.label) }));
    return q ? labelled.filter((choice) => choice.text.toLowerCase().includes(q) || choice.name.includes(q)) : labelled;
  }, [intl, query]);
  const unknown = value !== '' && !menuIcon(value);

  return (
    <Fieldset>
      <legend>{label}</legend>
      <Stack gap={2}>
        <Input
          type="search"
          value={query}
          aria-label={intl.formatMessage(confirm.iconSearch)}
          placeholder={intl.formatMessage(confirm.iconSearch)}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search box would submit the whole menu form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        {unknown ? (
          <Text size="sm" tone="muted">
            {intl.formatMessage(confirm.iconCurrentUnknown, { name: value })}
          </Text>
        ) : null}
        <Grid role="radiogroup" aria-label={label}>
          {query.trim() === '' ? (
            <Choice>
              <input type="radio" name={name} value="" checked={value === ''} onChange={() => onChange('')} />
              <span aria-hidden style={{ width: 18 }} />
              {intl.formatMessage(confirm.iconNone)}
            </Choice>
          ) : null}
          {choices.map(({ name: iconName, Icon, text }) => (
            <Choice key={iconName}>
              <input
                type="radio"
                name={name}
                value={iconName}
                checked={value === iconName}
                onChange={() => onChange(iconName)}
              />
              <Icon size={18} aria-hidden focusable={false} />
              {text}
            </Choice>
          ))}
        </Grid>
        {choices.length === 0 ? (
          <Text size="sm" tone="muted" role="status">
            {intl.formatMessage(confirm.iconNoMatch, { query: query.trim() })}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
