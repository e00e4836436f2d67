import { Button, FormField, Inline, Input } from '@labelwise/ui';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { ListFieldGroup } from '../../../../crud/pageParts';
import { Problem } from '../shared/ContentFields';
import { ContentFileField } from '../shared/ContentFileField';
import type { BodyValues, ContentFieldDef, ContentFieldRenderProps } from '../shared/types';
import { messages } from './home.messages';

/** One property of a list entry: a text, a whole number or an uploaded file's URL. */
export interface ObjectColumn {
  key: string;
  label: MessageDescriptor;
  kind: 'text' | 'number' | 'file';
  accept?: readonly string[];
  maxLength?: number;
}

const Entry = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  padding-bottom: ${({ theme }) => theme.space[3]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const asList = (value: unknown): BodyValues[] =>
  Array.isArray(value) ? value.filter((v): v is BodyValues => typeof v === 'object' && v !== null) : [];

function Cell({
  column,
  value,
  onChange,
}: {
  column: ObjectColumn;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage(column.label);
  if (column.kind === 'file')
    return (
      <ContentFileField
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        accept={column.accept ?? []}
      />
    );
  return (
    <FormField label={label}>
      <Input
        id={id}
        type={column.kind === 'number' ? 'number' : 'text'}
        value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
        maxLength={column.maxLength}
        onChange={(e) =>
          onChange(
            column.kind === 'number' ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value,
          )
        }
      />
    </FormField>
  );
}

/** A list of entries (images, logos) edited in place: each entry's properties, reorder, remove, add. */
export function ObjectListField({
  props,
  columns,
  empty,
}: {
  props: ContentFieldRenderProps;
  columns: readonly ObjectColumn[];
  empty: () => BodyValues;
}) {
  const intl = useIntl();
  const list = asList(props.value);
  const update = (next: BodyValues[]) => props.set(next);
  const move = (from: number, to: number) => {
    const next = [...list];
    const [entry] = next.splice(from, 1);
    next.splice(to, 0, entry!);
    update(next);
  };
  return (
    <ListFieldGroup label={props.label}>
      {list.length === 0 ? <span>{intl.formatMessage(messages.none)}</span> : null}
      {list.map((entry, i) => {
        const n = i + 1;
        return (
          <div key={i} role="group" aria-label={intl.formatMessage(messages.entry, { n })}>
            <Entry>
              {columns.map((c) => (
                <Cell
                  key={c.key}
                  column={c}
                  value={entry[c.key]}
                  onChange={(v) => update(list.map((e, j) => (j === i ? { ...e, [c.key]: v } : e)))}
                />
              ))}
            </Entry>
            <Inline gap={2}>
              <Button size="small" variant="text" disabled={i === 0} onClick={() => move(i, i - 1)}>
                {intl.formatMessage(messages.moveUp, { n })}
              </Button>
              <Button size="small" variant="text" disabled={i === list.length - 1} onClick={() => move(i, i + 1)}>
                {intl.formatMessage(messages.moveDown, { n })}
              </Button>
              <Button size="small" variant="text" onClick={() => update(list.filter((_, j) => j !== i))}>
                {intl.formatMessage(messages.removeRow, { n })}
              </Button>
            </Inline>
          </div>
        );
      })}
      <Inline gap={2}>
        <Button size="small" variant="secondary" onClick={() => update([...list, empty()])}>
          {intl.formatMessage(messages.addRow)}
        </Button>
      </Inline>
      {props.error ? <Problem role="alert">{props.error}</Problem> : null}
    </ListFieldGroup>
  );
}

/** A declared field editing a list of entries with `columns`. */
export function objectListField(
  key: string,
  label: MessageDescriptor,
  columns: readonly ObjectColumn[],
  empty: () => BodyValues,
): ContentFieldDef {
  return {
    key,
    label,
    kind: 'custom',
    render: (props) => <ObjectListField props={props} columns={columns} empty={empty} />,
  };
}

/** The columns of an image: the file and its intrinsic size (so the site reserves its box). */
export const imageColumns: readonly ObjectColumn[] = [
  { key: 'src', label: messages.image, kind: 'file', accept: ['png', 'jpg', 'jpeg', 'webp'] },
  { key: 'width', label: messages.width, kind: 'number' },
  { key: 'height', label: messages.height, kind: 'number' },
];
