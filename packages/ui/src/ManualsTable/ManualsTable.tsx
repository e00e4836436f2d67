import type { ReactNode, TableHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { assertFileRows, fileTypeOf } from '../internal/fileFormat';
import { DownloadIcon, FileSize, NotAvailable, ReleaseDate, hiddenChunks } from '../internal/tableCells';
import { CellIcon, Nowrap } from '../internal/tableCells.styles';
import { Link } from '../Link';
import { Table, type TableColumn } from '../Table';
import { messages } from './ManualsTable.messages';
import { Description, FileCell, Muted, Stack, Title } from './ManualsTable.styles';

export interface Manual {
  id: string;
  /** Already translated, e.g. "PM-241-BT Quick Start Guide". */
  title: string;
  description?: string;
  version?: string;
  /** ISO date (`2026-03-12`) or timestamp. */
  releaseDate: string;
  fileUrl: string;
  /** Where "View" leads, e.g. the file served inline for the browser's PDF viewer. Default `fileUrl`. */
  viewUrl?: string;
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
export function ManualsTable({ manuals, onView, ...rest }: ManualsTableProps) {
  const intl = useIntl();
  assertFileRows('ManualsTable', { one: 'manual', other: 'manuals' }, manuals);

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
              <DownloadIcon />
              {type ? (
                <FormattedMessage {...messages.fileLink} values={{ type, title: manual.title, hidden: hiddenChunks }} />
              ) : (
                <FormattedMessage
                  {...messages.fileLinkUntyped}
                  values={{ title: manual.title, hidden: hiddenChunks }}
                />
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
        <Link href={manual.viewUrl ?? manual.fileUrl} onClick={onView ? () => onView(manual) : undefined}>
          <CellIcon aria-hidden="true" viewBox="0 0 16 16" focusable="false">
            <path
              d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
            <circle cx="8" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </CellIcon>
          <FormattedMessage {...messages.viewLink} values={{ title: manual.title, hidden: hiddenChunks }} />
        </Link>
      ),
    },
  ];

  return <Table<Manual> columns={columns} rows={manuals} rowKey={(manual) => manual.id} {...rest} />;
}
