import { useId, type ReactNode, type TableHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../Link';
import { Table, type TableColumn } from '../Table';
import { invariant } from '../utils/invariant';
import { assertFileRows } from '../internal/fileFormat';
import { DownloadIcon, FileSize, NotAvailable, ReleaseDate, hiddenChunks } from '../internal/tableCells';
import { Nowrap } from '../internal/tableCells.styles';
import { Checksum } from './Checksum';
import { messages } from './DriverTable.messages';
import { Actions, Meta, OsBadge, Title, TitleCell } from './DriverTable.styles';

export const driverOperatingSystems = ['windows', 'macos', 'linux'] as const;
export type DriverOs = (typeof driverOperatingSystems)[number];

export interface Driver {
  id: string;
  /** Already translated, e.g. "Labelwise Driver for Windows 3.10.0". */
  title: string;
  os?: DriverOs;
  version?: string;
  /** ISO date (`2026-03-12`) or timestamp. */
  releaseDate: string;
  fileUrl: string;
  /** Suggested file name for the `download` attribute. */
  fileName?: string;
  sizeBytes?: number;
  /** Hex SHA-256 digest of the file (64 characters). */
  sha256?: string;
  /** Where this driver's release notes and older versions are (a link under its title). */
  releaseNotesHref?: string;
}

export interface DriverTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  drivers: ReadonlyArray<Driver>;
  loading?: boolean;
  /** Called when a download link is activated (for example to show a loading overlay or count downloads). */
  onDownload?: (driver: Driver) => void;
  /** A visible caption naming the table. Without one, pass `aria-label`. */
  caption?: ReactNode;
  /** Shown when there are no drivers. Default "No data". */
  emptyText?: ReactNode;
}

/** Driver downloads: name, release date, size, checksum and a download link per file. */
export function DriverTable({ drivers, onDownload, ...rest }: DriverTableProps) {
  const intl = useIntl();
  const baseId = useId();
  assertFileRows('DriverTable', { one: 'driver', other: 'drivers' }, drivers, (driver) =>
    invariant(
      'DriverTable',
      driver.os === undefined || driverOperatingSystems.includes(driver.os),
      `driver '${driver.id}' os must be one of ${driverOperatingSystems.join(', ')}; received '${String(driver.os)}'.`,
    ),
  );

  const columns: Array<TableColumn<Driver>> = [
    {
      key: 'title',
      header: intl.formatMessage(messages.name),
      rowHeader: true,
      render: (driver) => (
        <TitleCell>
          <Title>{driver.title}</Title>
          {driver.os || driver.version ? (
            <Meta>
              {driver.os ? <OsBadge>{intl.formatMessage(messages[driver.os])}</OsBadge> : null}
              {driver.version ? <span>{intl.formatMessage(messages.version, { version: driver.version })}</span> : null}
            </Meta>
          ) : null}
        </TitleCell>
      ),
    },
    {
      key: 'releaseDate',
      header: intl.formatMessage(messages.releaseDate),
      width: 150,
      render: (driver) => (
        <Nowrap>
          <ReleaseDate iso={driver.releaseDate} component="DriverTable" />
        </Nowrap>
      ),
    },
    {
      key: 'size',
      header: intl.formatMessage(messages.size),
      align: 'right',
      width: 100,
      render: (driver) =>
        driver.sizeBytes === undefined ? (
          <NotAvailable />
        ) : (
          <Nowrap>
            <FileSize bytes={driver.sizeBytes} />
          </Nowrap>
        ),
    },
    {
      key: 'sha256',
      header: intl.formatMessage(messages.checksum),
      width: 250,
      render: (driver) =>
        driver.sha256 ? <Checksum sha256={driver.sha256} id={`${baseId}-${driver.id}`} /> : <NotAvailable />,
    },
    {
      key: 'download',
      header: intl.formatMessage(messages.download),
      align: 'right',
      width: 150,
      render: (driver) => {
        const download = (
          <Link
            href={driver.fileUrl}
            download={driver.fileName ?? true}
            onClick={onDownload ? () => onDownload(driver) : undefined}
          >
            <DownloadIcon />
            <FormattedMessage {...messages.downloadLink} values={{ title: driver.title, hidden: hiddenChunks }} />
          </Link>
        );
        if (!driver.releaseNotesHref) return download;
        // Beside the download, not in the row header: the header names the driver and nothing else.
        return (
          <Actions>
            {download}
            <Link href={driver.releaseNotesHref}>
              <FormattedMessage {...messages.releaseNotes} values={{ title: driver.title, hidden: hiddenChunks }} />
            </Link>
          </Actions>
        );
      },
    },
  ];

  return <Table<Driver> columns={columns} rows={drivers} rowKey={(driver) => driver.id} {...rest} />;
}
