import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { splitChecksum } from '../internal/fileFormat';
import { StrokeIcon } from '../internal/icons';
import { messages } from './DriverTable.messages';
import {
  ChecksumActions,
  ChecksumButton,
  ChecksumCode,
  ChecksumEllipsis,
  ChecksumFeedback,
  ChecksumMiddle,
  ChecksumRoot,
} from './DriverTable.styles';

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
          <StrokeIcon d={expanded ? 'M3.5 10 8 5.5l4.5 4.5' : 'M3.5 6 8 10.5 12.5 6'} />
        </ChecksumButton>
        <ChecksumButton type="button" aria-label={intl.formatMessage(messages.copyChecksum)} onClick={onCopy}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
            {copy === 'copied' ? (
              <path
                d="M3 8.5 6.5 12 13 4.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : (
              <>
                <rect
                  x="5.5"
                  y="5.5"
                  width="8"
                  height="8"
                  rx="1.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                />
                <path
                  d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                />
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
