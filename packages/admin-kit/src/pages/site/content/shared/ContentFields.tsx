import type { ContentLocale } from '@labelwise/contract';
import {
  Checkbox,
  FormField,
  Input,
  Select,
  Stack,
  Text,
  Textarea,
  type FormFieldControlProps,
  type StackProps,
  type TextProps,
} from '@labelwise/ui';
import { useId, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { CheckList, translateChoices } from '../../../../crud';
import { describeFieldProblem } from '../../../../request/fieldErrors';
import { ContentFileField } from './ContentFileField';
import { errorAt, withValue } from './editorState';
import { LinesTextarea } from './LinesTextarea';
import type { BodyValues, ContentFieldDef, EditorErrors } from './types';

/** The fields of a body, one under another. */
export function FieldGrid(props: Omit<StackProps, 'gap'>) {
  return <Stack gap={4} {...props} />;
}

/** A field's problem under a group of controls (FormField shows its own for single controls). */
export function Problem(props: Omit<TextProps, 'as' | 'size' | 'tone'>) {
  return <Text as="span" size="sm" tone="danger" {...props} />;
}

/** A hint under a group of controls. */
function Hint({ children }: { children: string }) {
  return (
    <Text as="span" size="sm" tone="muted">
      {children}
    </Text>
  );
}

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
        <Stack gap={1}>
          <CheckList
            legend={label}
            options={translateChoices(intl, field.options)}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={set}
          />
          {hint ? <Hint>{hint}</Hint> : null}
          {error ? <Problem role="alert">{error}</Problem> : null}
        </Stack>
      );
    case 'boolean':
      return (
        <Checkbox
          label={
            <Text as="span" size="sm">
              {label}
            </Text>
          }
          checked={value === true}
          onCheckedChange={(checked) => set(checked === true)}
        />
      );
    case 'file':
      return (
        <Stack gap={1}>
          <Text as="strong" size="sm" weight="medium">
            {label}
          </Text>
          <ContentFileField
            label={label}
            value={typeof value === 'string' ? value : ''}
            onChange={set}
            accept={field.accept ?? []}
          />
          {hint ? <Hint>{hint}</Hint> : null}
          {error ? <Problem role="alert">{error}</Problem> : null}
        </Stack>
      );
    case 'custom':
      return <>{field.render?.({ value, set, error, label, locale, itemKey, shared, id })}</>;
  }
}
