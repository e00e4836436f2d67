import { FormField, Input, Select, Textarea } from '@labelwise/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fieldErrorOf } from '../request/httpError';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { messages } from './shared.messages';
import { FormDialog } from './FormDialog';
import { FormGrid } from './pageParts';
import { CheckList } from './CheckList';
import { translateChoices } from './rules';
import type { Draft, FieldDef, FieldProblem, FormDeclaration } from './types';
import { maxLengthOf, validateDraft, visibleFields } from './validateDraft';

export interface CrudFormDialogProps<Row> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row?: Row | undefined;
  /** The draft an add starts from when not the declared empty one (a child menu under its parent); keep it stable. */
  startDraft?: Draft | undefined;
  onSaved: () => void;
  /** POST/PUT go here. */
  baseUrl: string;
  form: FormDeclaration<Row>;
}

const say = (intl: IntlShape, problem: FieldProblem): string =>
  'message' in problem ? intl.formatMessage(problem.message, problem.values) : intl.formatMessage(problem);

const serverName = (field: FieldDef) => field.serverField ?? field.key;

function DeclaredField({
  field,
  draft,
  error,
  editing,
  open,
  set,
}: {
  field: FieldDef;
  draft: Draft;
  error: string | undefined;
  editing: boolean;
  open: boolean;
  set: (key: string, value: unknown) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(field.label);
  const value = draft[field.key];
  if (field.kind === 'custom')
    return <>{field.render?.({ value, set: (next) => set(field.key, next), error, label, open, draft })}</>;
  if (field.kind === 'checks') {
    return (
      <CheckList
        legend={label}
        options={translateChoices(intl, field.options)}
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={(next) => set(field.key, next)}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  const disabled = editing && Boolean(field.readOnlyOnEdit);
  const onText = (next: string) => set(field.key, next);
  const max = maxLengthOf(field);
  const declaredHint =
    typeof field.hint === 'function' ? field.hint(draft) : field.hint ? intl.formatMessage(field.hint) : undefined;
  // A long-text field shows how much room is left instead of cutting the text at the limit.
  const counter =
    field.kind === 'textarea' && max !== undefined
      ? intl.formatMessage(messages.charCount, { count: text.length, max })
      : undefined;
  const hint = [declaredHint, counter].filter(Boolean).join(' · ') || undefined;
  return (
    <FormField label={label} required={field.required ?? false} error={error} {...(hint ? { hint } : {})}>
      {field.kind === 'textarea' ? (
        <Textarea value={text} rows={3} onChange={(event) => onText(event.target.value)} />
      ) : field.kind === 'select' ? (
        <Select
          value={text}
          options={translateChoices(intl, field.options)}
          onValueChange={onText}
          disabled={disabled}
          {...(field.placeholder ? { placeholder: intl.formatMessage(field.placeholder) } : {})}
        />
      ) : (
        <Input
          type={field.kind}
          autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
          value={text}
          disabled={disabled}
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * The declared add/edit dialog: fields from the declaration, checked on submit with the declared rules, saved by
 * POST or PUT; a refusal the API names a field for goes under that field, the dialog staying open.
 */
export function CrudFormDialog<Row>({
  open,
  onOpenChange,
  row,
  startDraft,
  onSaved,
  baseUrl,
  form,
}: CrudFormDialogProps<Row>) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<Draft>(form.emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { emptyDraft, toDraft } = form;
  const editing = row !== undefined;

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setDraft(row === undefined ? (startDraft ?? emptyDraft) : toDraft(row));
  }, [open, row, startDraft, toDraft, emptyDraft]);

  const visible = visibleFields(form.fields, draft, editing);
  // A refusal under a field further down a long form is scrolled to, so the operator sees why nothing was saved.
  const grid = useRef<HTMLElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    grid.current?.querySelector('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center' });
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDraft(visible, draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, problem]) => [key, say(intl, problem)])));
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const fields = visible.map(serverName);
    try {
      const body = form.toBody(draft, row);
      if (editing) await client.put(baseUrl, body, { fields });
      else await client.post(baseUrl, body, { fields });
      notify({ type: 'success', message: intl.formatMessage(messages.saved), variant: 'message' });
      onOpenChange(false);
      onSaved();
    } catch (failure) {
      // A refusal about one field goes under it; anything else the request layer has shown. The dialog stays open.
      const onField = fieldErrorOf(failure, fields);
      const field = onField ? visible.find((candidate) => serverName(candidate) === onField.field) : undefined;
      if (onField && field) setErrors((previous) => ({ ...previous, [field.key]: onField.message }));
    } finally {
      setSaving(false);
    }
  }

  const set = (key: string, value: unknown) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    // A field's message goes once it is edited; the rest stay until the next save.
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });
  };

  return (
    <FormDialog
      {...(form.formId ? { formId: form.formId } : {})}
      {...(form.width ? { width: form.width } : {})}
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(editing ? form.editLabel : form.addLabel)}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid ref={grid}>
        {visible.map((field) => (
          <DeclaredField
            key={field.key}
            field={field}
            draft={draft}
            error={errors[field.key]}
            editing={editing}
            open={open}
            set={set}
          />
        ))}
      </FormGrid>
    </FormDialog>
  );
}
