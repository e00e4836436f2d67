import { Button, Upload, type UploadItem } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useAdminRuntime } from '../../../../shell/runtime';
import { messages } from './content.messages';

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.textMuted};

  code {
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.family.mono};
  }
`;

export interface ContentFileFieldProps {
  /** The file's URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  accept: readonly string[];
  label: string;
}

/**
 * A file of a content item (a product photo, a firmware file): uploaded to `/common/upload` as soon as it is picked,
 * the item keeps the URL the API answers, so the site links the stored file.
 */
export function ContentFileField({ value, onChange, accept, label }: ContentFileFieldProps) {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [files, setFiles] = useState<UploadItem[]>([]);

  function upload(picked: File) {
    const id = `${picked.name}-${Date.now()}`;
    const update = (change: Partial<UploadItem>) =>
      setFiles((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
    setFiles([{ id, name: picked.name, sizeBytes: picked.size, status: 'uploading', progress: 0 }]);
    client
      .upload(picked, { onProgress: ({ percent }) => update({ progress: percent }) })
      .then((result) => {
        update({ status: 'done', progress: 100 });
        onChange(result.url ?? `/api-v1.0/common/download/resource?resource=${encodeURIComponent(result.fileName)}`);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof Error ? failure.message : undefined;
        update({ status: 'error', ...(message ? { error: message } : {}) });
      });
  }

  return (
    <div role="group" aria-label={label}>
      <Upload
        accept={accept}
        maxCount={1}
        files={files}
        onFilesSelected={(picked) => {
          const first = picked[0];
          if (first) upload(first);
        }}
        onRemove={() => setFiles([])}
      />
      <Current>
        {value ? <code>{value}</code> : <span>{intl.formatMessage(messages.noFile)}</span>}
        {value ? (
          <Button size="small" variant="text" onClick={() => onChange('')}>
            {intl.formatMessage(messages.removeFile)}
          </Button>
        ) : null}
      </Current>
    </div>
  );
}
