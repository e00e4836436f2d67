import type { ContentLocale } from '@labelwise/contract';
import { FormField, Input, Select, Textarea, type FormFieldControlProps } from '@labelwise/ui';
import { useId, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { CheckList, translateChoices } from '../../../../crud';
import { describeFieldProblem } from '../../../../request/fieldErrors';
import { ContentFileField } from './ContentFileField';
import { errorAt, withValue } from './editorState';
import { LinesTextarea } from './LinesTextarea';
import type { BodyValues, ContentFieldDef, EditorErrors } from './types';

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A field's problem under a group of controls (FormField shows its own for single controls). */
export const Problem = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.text};
`;

export interface ContentFieldsProps {
  fields: readonly ContentFieldDef[];
  values: BodyValues;
  onChange: (values: BodyValues) => void;
  /** Path of these values in the errors: `shared` or `texts.de-de`. */
  prefix: string;
  errors: EditorErrors;
  locale: ContentLocale | undefined;
  itemKey: string;
  shared: BodyValues;
}

/** The declared fields of one body, each under its label, with the problems the contract or the API found. */
export function ContentFields(props: ContentFieldsProps) {
  return (
    <FieldGrid>
      {props.fields.map((field) => (
        <ContentField key={field.key} field={field} {...props} />
      ))}
    </FieldGrid>
  );
}

function ContentField({
  field,
  values,
  onChange,
  prefix,
  errors,
  locale,
  itemKey,
  shared,
}: ContentFieldsProps & {
  field: ContentFieldDef;
}) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage(field.label);
  const problem = errorAt(errors, `${prefix}.${field.key}`);
  const error = problem === undefined ? undefined : describeFieldProblem(intl.formatMessage, problem);
  const hint = field.hint ? intl.formatMessage(field.hint) : undefined;
  const value = values[field.key];
  const set = (next: unknown) => onChange(withValue(values, field.key, next));
  const wrap = (control: ReactElement<FormFieldControlProps>) => (
    <FormField label={label} error={error} hint={hint} required={field.required ?? false}>
      {control}
    </FormField>
  );
  switch (field.kind) {
    case 'text':
      return wrap(
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength}
          onChange={(e) => set(e.target.value)}
        />,
      );
    case 'number':
      return wrap(
        <Input
          id={id}
          type="number"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
        />,
      );
    case 'textarea':
      return wrap(
        <Textarea
          id={id}
          autosize={{ minRows: 3, maxRows: 12 }}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength}
          onChange={(e) => set(e.target.value)}
        />,
      );
    case 'lines':
      return wrap(
        <LinesTextarea id={id} autosize={{ minRows: 3, maxRows: 12 }} value={value} onChange={(list) => set(list)} />,
      );
    case 'select':
      return wrap(
        <Select
          id={id}
          options={translateChoices(intl, field.options)}
          value={typeof value === 'string' ? value : ''}
          onValueChange={set}
        />,
      );
    case 'checks':
      return (
        <Block>
          <CheckList
            legend={label}
            options={translateChoices(intl, field.options)}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={set}
          />
          {hint ? <span>{hint}</span> : null}
          {error ? <Problem role="alert">{error}</Problem> : null}
        </Block>
      );
    case 'boolean':
      return (
        <CheckRow>
          <input type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
          {label}
        </CheckRow>
      );
    case 'file':
      return (
        <Block>
          <strong>{label}</strong>
          <ContentFileField
            label={label}
            value={typeof value === 'string' ? value : ''}
            onChange={set}
            accept={field.accept ?? []}
          />
          {hint ? <span>{hint}</span> : null}
          {error ? <Problem role="alert">{error}</Problem> : null}
        </Block>
      );
    case 'custom':
      return <>{field.render?.({ value, set, error, label, locale, itemKey, shared, id })}</>;
  }
}
