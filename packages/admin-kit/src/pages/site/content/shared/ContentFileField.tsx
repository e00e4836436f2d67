import { Button, Inline, Text, type InlineProps, type TextProps } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { SingleFileUpload } from '../../../shared/UploadedFileField';
import { messages } from './content.messages';

/** The line under a content file field: what the item holds, and what can be done with it. */
export function FileNote(props: Omit<InlineProps, 'gap' | 'align'>) {
  return <Inline gap={2} {...props} />;
}

/** Words in that line (what the item holds, what is going on), small and muted. */
export function FileNoteText(props: Omit<TextProps, 'as' | 'size' | 'tone'>) {
  return <Text as="span" size="sm" tone="muted" {...props} />;
}

/** The stored file's URL in that line, in the code face, broken anywhere rather than widening the dialog. */
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
  return (
    <div role="group" aria-label={label}>
      <SingleFileUpload
        accept={accept}
        onUploaded={(result) =>
          onChange(result.url ?? `/api-v1.0/common/download/resource?resource=${encodeURIComponent(result.fileName)}`)
        }
      />
      <FileNote>
        {value ? (
          <Text as="code" size="sm" tone="muted" wrap="anywhere">
            {value}
          </Text>
        ) : (
          <FileNoteText>{intl.formatMessage(messages.noFile)}</FileNoteText>
        )}
        {value ? (
          <Button size="small" variant="text" onClick={() => onChange('')}>
            {intl.formatMessage(messages.removeFile)}
          </Button>
        ) : null}
      </FileNote>
    </div>
  );
}
