import {
  FormField,
  Input,
  Select,
  Textarea,
} from '@labelwise/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { FormGrid } from '../../shared/parts';
import { FormDialog } from '../../shared/FormDialog';
import { UploadedFileField } from '../../shared/UploadedFileField';
import { MANUAL_FILE_TYPES, emptyManualDraft, validateManual, type AdminManual, type ManualDraft, type ManualErrors } from './manual-form';

export interface ManualFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The manual being edited; `undefined` adds a new one. */
  manual?: AdminManual;
  models: ReadonlyArray<{ modelId: number; name: string }>;
  onSaved: () => void;
}

/** Add or edit a manual: its fields and the file, uploaded first so its size and checksum show before saving. */
export function ManualForm({ open, onOpenChange, manual, models, onSaved }: ManualFormProps) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<ManualDraft>(emptyManualDraft);
  const [errors, setErrors] = useState<ManualErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setDraft(
      manual
        ? {
            modelId: String(manual.modelId),
            title: manual.title,
            description: manual.description,
            version: manual.version,
            releaseDate: manual.releaseDate.slice(0, 10),
            file: { fileName: manual.fileName, size: manual.fileSize, sha256: manual.sha256 },
          }
        : emptyManualDraft,
    );
  }, [open, manual]);

  const set = <K extends keyof ManualDraft>(key: K, value: ManualDraft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    // A field's message goes once it is edited; the rest stay until the next save.
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const next = { ...previous };
      delete next[key as keyof ManualErrors];
      return next;
    });
  };
  const required = intl.formatMessage(messages.required);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateManual(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.file) return;
    const body = {
      modelId: Number(draft.modelId),
      title: draft.title.trim(),
      description: draft.description.trim(),
      version: draft.version.trim(),
      releaseDate: draft.releaseDate,
      fileName: draft.file.fileName,
    };
    setSaving(true);
    try {
      if (manual) await client.put('/site/manual', { manualId: manual.manualId, ...body });
      else await client.post('/site/manual', body);
      notify({ type: 'success', message: intl.formatMessage(messages.saved), variant: 'message' });
      onOpenChange(false);
      onSaved();
    } catch {
      // The request layer has shown the server's message; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      formId="lw-admin-manual-form"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(manual ? messages.editManual : messages.addManual)}
      width={600}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid>
        <FormField label={intl.formatMessage(messages.model)} required error={errors.modelId ? intl.formatMessage(messages.chooseModel) : undefined}>
          <Select
            value={draft.modelId}
            placeholder={intl.formatMessage(messages.chooseModel)}
            onValueChange={(value) => set('modelId', value)}
            options={models.map((model) => ({ value: String(model.modelId), label: model.name }))}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.title)} required error={errors.title ? required : undefined}>
          <Input value={draft.title} maxLength={120} onChange={(event) => set('title', event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.description)}>
          <Textarea value={draft.description} maxLength={1000} rows={3} onChange={(event) => set('description', event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.version)} required error={errors.version ? required : undefined}>
          <Input value={draft.version} maxLength={40} onChange={(event) => set('version', event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.releaseDate)} required error={errors.releaseDate ? required : undefined}>
          <Input type="date" value={draft.releaseDate} onChange={(event) => set('releaseDate', event.target.value)} />
        </FormField>
        <UploadedFileField
          open={open}
          accept={MANUAL_FILE_TYPES}
          file={draft.file}
          onUploaded={(uploaded) => set('file', uploaded)}
          error={errors.file ? intl.formatMessage(messages.fileRequired) : undefined}
        />
      </FormGrid>
    </FormDialog>
  );
}
