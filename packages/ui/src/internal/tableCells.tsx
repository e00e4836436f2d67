import type { ReactNode } from 'react';
import { FormattedDate, FormattedNumber, useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { parseReleaseDate, toFileSize } from './fileFormat';
import { messages } from './tableCells.messages';
import { CellIcon, MutedCell } from './tableCells.styles';

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
    <MutedCell>
      <span aria-hidden="true">—</span>
      <VisuallyHidden.Root>{intl.formatMessage(messages.notAvailable)}</VisuallyHidden.Root>
    </MutedCell>
  );
}

/** The arrow-into-tray glyph of a download link; decorative, the link text names the file. */
export function DownloadIcon() {
  return (
    <CellIcon aria-hidden="true" viewBox="0 0 16 16" focusable="false">
      <path
        d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </CellIcon>
  );
}
