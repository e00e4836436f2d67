import { mp4DurationSeconds } from '@labelwise/contract/media';
import { Button, FormField, Input, formatDuration } from '@labelwise/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FileNote, FileNoteText } from '../shared/ContentFileField';
import type { ContentFieldRenderProps } from '../shared/types';
import { messages } from './video.messages';

/** The length of the MP4 at `url`, from its movie header (the same reader the API's upload uses). */
export async function readVideoLength(url: string, fetcher: typeof fetch = fetch): Promise<number> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const seconds = mp4DurationSeconds(new Uint8Array(await response.arrayBuffer()));
  return Math.round(seconds * 100) / 100;
}

type Reading = 'idle' | 'reading' | 'failed';

/**
 * The clip's length: read from the video file whenever the file changes (an operator never types it), and editable
 * for a file the browser cannot fetch.
 */
export function VideoDurationField({ value, set, error, label, id, shared }: ContentFieldRenderProps) {
  const intl = useIntl();
  const file = typeof shared.file === 'string' ? shared.file : '';
  const [reading, setReading] = useState<Reading>('idle');
  const lastRead = useRef(file);

  const read = (url: string) => {
    setReading('reading');
    readVideoLength(url)
      .then((seconds) => {
        set(seconds);
        setReading('idle');
      })
      .catch(() => setReading('failed'));
  };
  // A new file was uploaded or typed: its length replaces the old one's.
  useEffect(() => {
    if (!file || file === lastRead.current) return;
    lastRead.current = file;
    read(file);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a changed file starts a read
  }, [file]);

  const seconds = typeof value === 'number' ? value : undefined;
  return (
    <div>
      <FormField label={label} error={error} hint={intl.formatMessage(messages.durationHint)}>
        <Input
          id={id}
          type="number"
          value={seconds === undefined ? '' : String(seconds)}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      </FormField>
      <FileNote aria-live="polite">
        {seconds ? <FileNoteText>{formatDuration(seconds)}</FileNoteText> : null}
        {reading === 'reading' ? <FileNoteText>{intl.formatMessage(messages.reading)}</FileNoteText> : null}
        {reading === 'failed' ? <FileNoteText>{intl.formatMessage(messages.readFailed)}</FileNoteText> : null}
        {file ? (
          <Button size="small" variant="text" disabled={reading === 'reading'} onClick={() => read(file)}>
            {intl.formatMessage(messages.readFromFile)}
          </Button>
        ) : null}
      </FileNote>
    </div>
  );
}
