import {
  FormField,
  Input,
  Select,
} from '@labelwise/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { FormGrid } from '../../shared/parts';
import { FormDialog } from '../../shared/FormDialog';
import { UploadedFileField } from '../../shared/UploadedFileField';
import { DRIVER_FILE_TYPES, DRIVER_OS, emptyDriverDraft, validateDriver, type AdminDriver, type DriverDraft, type DriverErrors } from './driver-form';
import { fieldErrorOf } from '../../../request/http-error';

export interface DriverFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The driver being edited; `undefined` adds a new one. */
  driver?: AdminDriver;
  models: ReadonlyArray<{ modelId: number; name: string }>;
  onSaved: () => void;
}

const osLabel = { windows: 'Windows', macos: 'macOS', linux: 'Linux' } as const;

/** The body's fields: the API names them in its refusals. */
const DRIVER_FIELDS = ['modelId', 'title', 'os', 'version', 'releaseDate', 'fileName'] as const;

/** Add or edit a driver: its fields and the file, uploaded first so its size and checksum show before saving. */
export function DriverForm({ open, onOpenChange, driver, models, onSaved }: DriverFormProps) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<DriverDraft>(emptyDriverDraft);
  const [errors, setErrors] = useState<DriverErrors>({});
  /** What the API refused, by field, already in the user's language. */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setRefused({});
    setDraft(
      driver
        ? {
            modelId: String(driver.modelId),
            title: driver.title,
            os: driver.os,
            version: driver.version,
            releaseDate: driver.releaseDate.slice(0, 10),
            file: { fileName: driver.fileName, size: driver.fileSize, sha256: driver.sha256 },
          }
        : emptyDriverDraft,
    );
  }, [open, driver]);

  const set = <K extends keyof DriverDraft>(key: K, value: DriverDraft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setRefused(({ [key === 'file' ? 'fileName' : key]: _dropped, ...rest }) => rest);
    // A field's message goes once it is edited; the rest stay until the next save.
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const next = { ...previous };
      delete next[key as keyof DriverErrors];
      return next;
    });
  };
  const required = intl.formatMessage(messages.required);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDriver(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.file) return;
    const body = {
      modelId: Number(draft.modelId),
      title: draft.title.trim(),
      os: draft.os,
      version: draft.version.trim(),
      releaseDate: draft.releaseDate,
      fileName: draft.file.fileName,
    };
    setSaving(true);
    try {
      setRefused({});
      if (driver) await client.put('/site/driver', { driverId: driver.driverId, ...body }, { fields: DRIVER_FIELDS });
      else await client.post('/site/driver', body, { fields: DRIVER_FIELDS });
      notify({ type: 'success', message: intl.formatMessage(messages.saved), variant: 'message' });
      onOpenChange(false);
      onSaved();
    } catch (failure) {
      // A refusal about one field goes under it; anything else the request layer has shown. The dialog stays open.
      const onField = fieldErrorOf(failure, DRIVER_FIELDS);
      if (onField) setRefused({ [onField.field]: onField.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      formId="lw-admin-driver-form"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(driver ? messages.editDriver : messages.addDriver)}
      width={600}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid>
        <FormField label={intl.formatMessage(messages.model)} required error={errors.modelId ? intl.formatMessage(messages.chooseModel) : refused.modelId}>
          <Select
            value={draft.modelId}
            placeholder={intl.formatMessage(messages.chooseModel)}
            onValueChange={(value) => set('modelId', value)}
            options={models.map((model) => ({ value: String(model.modelId), label: model.name }))}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.title)} required error={errors.title ? required : refused.title}>
          <Input value={draft.title} maxLength={120} onChange={(event) => set('title', event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.os)} required error={refused.os}>
          <Select
            value={draft.os}
            onValueChange={(value) => set('os', value as DriverDraft['os'])}
            options={DRIVER_OS.map((os) => ({ value: os, label: osLabel[os] }))}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.version)} required error={errors.version ? required : refused.version}>
          <Input value={draft.version} maxLength={40} onChange={(event) => set('version', event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.releaseDate)} required error={errors.releaseDate ? required : refused.releaseDate}>
          <Input type="date" value={draft.releaseDate} onChange={(event) => set('releaseDate', event.target.value)} />
        </FormField>
        <UploadedFileField
          open={open}
          accept={DRIVER_FILE_TYPES}
          file={draft.file}
          onUploaded={(uploaded) => set('file', uploaded)}
          error={errors.file ? intl.formatMessage(messages.fileRequired) : refused.fileName}
        />
      </FormGrid>
    </FormDialog>
  );
}
