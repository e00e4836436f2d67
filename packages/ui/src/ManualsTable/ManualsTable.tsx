import type { ReactNode, TableHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FileSize } from '../DriverTable';
import { fileTypeOf } from '../DriverTable/driver-table-logic';
import { NotAvailable, ReleaseDate, hiddenChunks } from '../DriverTable/parts';
import { Link } from '../Link';
import { Table, type TableColumn } from '../Table';
import { invariant } from '../utils/invariant';
import { messages } from './ManualsTable.messages';
import { Description, FileCell, LinkIcon, Muted, Nowrap, Stack, Title } from './ManualsTable.styles';

export interface Manual {
  id: string;
  /** Already translated, e.g. "PM-241-BT Quick Start Guide". */
  title: string;
  description?: string;
  version?: string;
  /** ISO date (`2026-03-12`) or timestamp. */
  releaseDate: string;
  fileUrl: string;
  sizeBytes?: number;
}

export interface ManualsTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  manuals: ReadonlyArray<Manual>;
  loading?: boolean;
  /** Called when a "View" link is activated (the link still opens the file). */
  onView?: (manual: Manual) => void;
  /** A visible caption naming the table. Without one, pass `aria-label`. */
  caption?: ReactNode;
  /** Shown when there are no manuals. Default "No data". */
  emptyText?: ReactNode;
}

/** Manuals: title, description, release date (version), file (size) and a view link. */
export function ManualsTable({ manuals, loading = false, onView, caption, emptyText, ...rest }: ManualsTableProps) {
  const intl = useIntl();
  invariant('ManualsTable', Array.isArray(manuals), `manuals must be an array; received ${typeof manuals}.`);
  for (const manual of manuals) {
    invariant('ManualsTable', typeof manual.fileUrl === 'string' && manual.fileUrl !== '', `manual '${manual.id}' needs a fileUrl.`);
  }

  const columns: Array<TableColumn<Manual>> = [
    {
      key: 'title',
      header: intl.formatMessage(messages.title),
      rowHeader: true,
      render: (manual) => <Title>{manual.title}</Title>,
    },
    {
      key: 'description',
      header: intl.formatMessage(messages.description),
      render: (manual) => (manual.description ? <Description>{manual.description}</Description> : <NotAvailable />),
    },
    {
      key: 'releaseDate',
      header: intl.formatMessage(messages.releaseDate),
      width: 190,
      render: (manual) => (
        <Stack>
          <Nowrap>
            <ReleaseDate iso={manual.releaseDate} component="ManualsTable" />
          </Nowrap>
          {manual.version ? <Muted>{intl.formatMessage(messages.version, { version: manual.version })}</Muted> : null}
        </Stack>
      ),
    },
    {
      key: 'file',
      header: intl.formatMessage(messages.file),
      width: 190,
      render: (manual) => {
        const type = fileTypeOf(manual.fileUrl);
        return (
          <FileCell>
            <Link href={manual.fileUrl} download>
              <LinkIcon aria-hidden="true" viewBox="0 0 16 16" focusable="false">
                <path
                  d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </LinkIcon>
              {type ? (
                <FormattedMessage {...messages.fileLink} values={{ type, title: manual.title, hidden: hiddenChunks }} />
              ) : (
                <FormattedMessage {...messages.fileLinkUntyped} values={{ title: manual.title, hidden: hiddenChunks }} />
              )}
            </Link>
            {manual.sizeBytes !== undefined ? (
              <Muted>
                <Nowrap>
                  <FileSize bytes={manual.sizeBytes} />
                </Nowrap>
              </Muted>
            ) : null}
          </FileCell>
        );
      },
    },
    {
      key: 'view',
      header: intl.formatMessage(messages.view),
      align: 'right',
      width: 120,
      render: (manual) => (
        <Link href={manual.fileUrl} onClick={onView ? () => onView(manual) : undefined}>
          <LinkIcon aria-hidden="true" viewBox="0 0 16 16" focusable="false">
            <path
              d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
            <circle cx="8" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </LinkIcon>
          <FormattedMessage {...messages.viewLink} values={{ title: manual.title, hidden: hiddenChunks }} />
        </Link>
      ),
    },
  ];

  return (
    <Table<Manual>
      columns={columns}
      rows={manuals}
      rowKey={(manual) => manual.id}
      caption={caption}
      emptyText={emptyText}
      loading={loading}
      {...rest}
    />
  );
}
