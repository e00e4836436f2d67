import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedDate, FormattedNumber, useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { messages } from './DriverTable.messages';
import { parseReleaseDate, splitChecksum, toFileSize } from './driver-table-logic';
import {
  ChecksumActions,
  ChecksumButton,
  ChecksumCode,
  ChecksumEllipsis,
  ChecksumFeedback,
  ChecksumMiddle,
  ChecksumRoot,
  Muted,
} from './DriverTable.styles';

/** Reads hidden text inside a message (`<hidden>…</hidden>`) to screen readers only. */
export const hiddenChunks = (chunks: ReactNode[]) => <VisuallyHidden.Root>{chunks}</VisuallyHidden.Root>;

export interface FileSizeProps {
  /** Size in bytes; shown in kB, MB or GB with the locale's number format. */
  bytes: number;
}

/** A locale-formatted file size: "24.6 MB", "24,6 MB", "845.3 kB". */
export function FileSize({ bytes }: FileSizeProps) {
  const { value, unit } = toFileSize(bytes);
  return <FormattedNumber value={value} style="unit" unit={unit} unitDisplay="short" maximumFractionDigits={1} />;
}

/** A locale-formatted release date inside `<time>`: "Mar 12, 2026", "2026年3月12日", "12. März 2026". */
export function ReleaseDate({ iso, component }: { iso: string; component: string }) {
  const { date, timeZone } = parseReleaseDate(iso, component);
  return (
    <time dateTime={iso}>
      <FormattedDate value={date} year="numeric" month="short" day="numeric" timeZone={timeZone} />
    </time>
  );
}

/** An em dash for sighted users, "Not available" for screen readers. */
export function NotAvailable() {
  const intl = useIntl();
  return (
    <Muted>
      <span aria-hidden="true">—</span>
      <VisuallyHidden.Root>{intl.formatMessage(messages.notAvailable)}</VisuallyHidden.Root>
    </Muted>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A SHA-256 digest abbreviated to its first and last eight characters. Screen readers always get the full value (the
 * middle is only visually hidden); "Show full checksum" reveals it on screen and "Copy checksum" copies it.
 */
export function Checksum({ sha256, id }: { sha256: string; id: string }) {
  const intl = useIntl();
  const { head, middle, tail } = splitChecksum(sha256);
  const [expanded, setExpanded] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const codeId = `${id}-sha256`;

  const onCopy = async () => {
    let next: CopyState = 'failed';
    try {
      await navigator.clipboard.writeText(head + middle + tail);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    setCopy(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopy('idle'), 3000);
  };

  return (
    <ChecksumRoot data-expanded={expanded || undefined}>
      <ChecksumCode id={codeId}>
        {head}
        <ChecksumMiddle>{middle}</ChecksumMiddle>
        <ChecksumEllipsis aria-hidden="true">…</ChecksumEllipsis>
        {tail}
      </ChecksumCode>
      <ChecksumActions>
        <ChecksumButton
          type="button"
          aria-label={intl.formatMessage(messages.showChecksum)}
          aria-expanded={expanded}
          aria-controls={codeId}
          onClick={() => setExpanded((value) => !value)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
            <path
              d={expanded ? 'M3.5 10 8 5.5l4.5 4.5' : 'M3.5 6 8 10.5 12.5 6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </ChecksumButton>
        <ChecksumButton type="button" aria-label={intl.formatMessage(messages.copyChecksum)} onClick={onCopy}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
            {copy === 'copied' ? (
              <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              <>
                <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
              </>
            )}
          </svg>
        </ChecksumButton>
        <ChecksumFeedback role="status" data-state={copy}>
          {copy === 'copied'
            ? intl.formatMessage(messages.copied)
            : copy === 'failed'
              ? intl.formatMessage(messages.copyFailed)
              : null}
        </ChecksumFeedback>
      </ChecksumActions>
    </ChecksumRoot>
  );
}
