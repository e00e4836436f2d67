import {
  DescriptionList,
  DescriptionListItem,
  FileSize,
  FormField,
  Text,
  Upload,
  type FormFieldControlProps,
  type UploadItem,
} from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadResult } from '../../request/upload';
import { useAdminRuntime } from '../../runtime/adminRuntime';
import { messages } from '../pages.messages';
import { useUploadLimit } from '../../runtime/useUploadLimit';

/** A file uploaded to `/common/upload`, as a driver or manual refers to it. */
export interface UploadedFile {
  fileName: string;
  size: number;
  sha256: string;
  originalName?: string;
}

export interface SingleFileUploadProps extends FormFieldControlProps {
  /** Extensions the API accepts for this kind of file. */
  accept: readonly string[];
  /** The form's dialog state: opening it again clears the previous upload's progress row. */
  open?: boolean;
  /** The API's answer for the uploaded file, and the file as picked. */
  onUploaded: (result: UploadResult, picked: File) => void;
}

/**
 * One file, uploaded to `/common/upload` as soon as it is picked, its progress (or failure) in the upload's row.
 * The label and the description of the result are the caller's.
 */
export function SingleFileUpload({ accept, open = false, onUploaded, ...control }: SingleFileUploadProps) {
  const { client } = useAdminRuntime();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const maxSizeMb = useUploadLimit();

  useEffect(() => {
    if (open) setFiles([]);
  }, [open]);

  function upload(picked: File) {
    const id = `${picked.name}-${Date.now()}`;
    const update = (change: Partial<UploadItem>) =>
      setFiles((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
    setFiles([{ id, name: picked.name, sizeBytes: picked.size, status: 'uploading', progress: 0 }]);
    client
      .upload(picked, { onProgress: ({ percent }) => update({ progress: percent }) })
      .then((result) => {
        update({ status: 'done', progress: 100 });
        onUploaded(result, picked);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof Error ? failure.message : undefined;
        update({ status: 'error', ...(message ? { error: message } : {}) });
      });
  }

  return (
    <Upload
      {...control}
      accept={accept}
      {...(maxSizeMb ? { maxSizeMb } : {})}
      maxCount={1}
      files={files}
      onFilesSelected={(picked) => {
        const first = picked[0];
        if (first) upload(first);
      }}
      onRemove={() => setFiles([])}
    />
  );
}

export interface UploadedFileFieldProps {
  /** The form's dialog state: opening it again clears the previous upload's progress row. */
  open: boolean;
  /** Extensions the API accepts for this kind of file. */
  accept: readonly string[];
  /** The file already attached (uploaded now, or the record's current file when editing). */
  file: UploadedFile | undefined;
  onUploaded: (file: UploadedFile) => void;
  /** Shown under the field, e.g. when saving without a file. */
  error?: string | undefined;
  /** Help under the field (why some file types are not offered). */
  hint?: string | undefined;
}

/**
 * The file of a driver or manual: uploaded as soon as it is picked (with progress), so its size and SHA-256 show
 * before the record is saved; the record then refers to the server-generated file name.
 */
export function UploadedFileField({ open, accept, file, onUploaded, error, hint }: UploadedFileFieldProps) {
  const intl = useIntl();
  return (
    <>
      <FormField label={intl.formatMessage(messages.file)} required error={error} {...(hint ? { hint } : {})}>
        <SingleFileUpload
          accept={accept}
          open={open}
          onUploaded={(result, picked) =>
            onUploaded({
              fileName: result.fileName,
              size: result.size ?? picked.size,
              sha256: result.sha256 ?? '',
              originalName: result.originalName ?? picked.name,
            })
          }
        />
      </FormField>
      {file ? (
        <DescriptionList aria-label={intl.formatMessage(messages.file)} size="sm" gap={1}>
          <DescriptionListItem term={intl.formatMessage(messages.file)}>
            {file.originalName ?? file.fileName}
          </DescriptionListItem>
          <DescriptionListItem term={intl.formatMessage(messages.size)}>
            <FileSize bytes={file.size} />
          </DescriptionListItem>
          <DescriptionListItem term={intl.formatMessage(messages.checksum)}>
            <Text as="code" size="sm" wrap="anywhere">
              {file.sha256}
            </Text>
          </DescriptionListItem>
        </DescriptionList>
      ) : null}
    </>
  );
}
