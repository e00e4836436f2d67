import type { ReactNode, TableHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { NotAvailable } from '../internal/tableCells';
import { Table, type TableColumn, type TableColumnGroup } from '../Table';
import { invariant } from '../utils/invariant';
import { messages } from './CompatibilityChart.messages';
import { Model, Support, SupportIcon, VersionText } from './CompatibilityChart.styles';

/** `true` supported, `false` not supported, or a note such as a minimum version ("3.8.0+", "macOS 10.14+"). */
export type SupportValue = boolean | string;

export interface CompatibilityRow {
  model: string;
  drivers: { windows: SupportValue; linux: SupportValue; mac: SupportValue };
  software: SupportValue;
  firmware?: string;
  labelPrinter?: string;
}

export interface CompatibilityChartProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  rows: ReadonlyArray<CompatibilityRow>;
  /** The product name for the "{product} software" column, e.g. "Labelwise". */
  productName: string;
  /** A visible caption naming the chart. Without one, pass `aria-label`. */
  caption?: ReactNode;
  loading?: boolean;
  /** Shown when there are no rows. Default "No data". */
  emptyText?: ReactNode;
}

/**
 * The compatibility chart: printer model, drivers for Windows, Linux and Mac under one grouped header, the
 * product's software, firmware version and label printer. Support is an icon plus text (never colour alone).
 */
export function CompatibilityChart({
  rows,
  productName,
  caption,
  loading = false,
  emptyText,
  ...rest
}: CompatibilityChartProps) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('CompatibilityChart', Array.isArray(rows), `rows must be an array; received ${typeof rows}.`);
    invariant(
      'CompatibilityChart',
      typeof productName === 'string' && productName.trim() !== '',
      'productName must be a non-empty string (it names the software column).',
    );
  }
  const models = rows.map((row) => row.model);
  const duplicate = models.find((model, index) => models.indexOf(model) !== index);
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'CompatibilityChart',
      duplicate === undefined,
      `each printer model must appear once; '${String(duplicate)}' repeats.`,
    );
  }
  for (const row of rows) {
    for (const [key, value] of Object.entries({ ...row.drivers, software: row.software })) {
      if (process.env.NODE_ENV !== 'production') {
        invariant(
          'CompatibilityChart',
          typeof value === 'boolean' || typeof value === 'string',
          `'${row.model}' ${key} must be true, false or a note string; received ${String(value)}.`,
        );
      }
    }
  }

  const support = (value: SupportValue) => <SupportCell value={value} />;
  const drivers: TableColumnGroup = { key: 'drivers', header: intl.formatMessage(messages.drivers) };
  const columns: Array<TableColumn<CompatibilityRow>> = [
    {
      key: 'model',
      header: intl.formatMessage(messages.model),
      rowHeader: true,
      render: (row) => <Model>{row.model}</Model>,
    },
    {
      key: 'windows',
      header: intl.formatMessage(messages.windows),
      group: drivers,
      align: 'center',
      render: (row) => support(row.drivers.windows),
    },
    {
      key: 'linux',
      header: intl.formatMessage(messages.linux),
      group: drivers,
      align: 'center',
      render: (row) => support(row.drivers.linux),
    },
    {
      key: 'mac',
      header: intl.formatMessage(messages.mac),
      group: drivers,
      align: 'center',
      render: (row) => support(row.drivers.mac),
    },
    {
      key: 'software',
      header: intl.formatMessage(messages.software, { product: productName }),
      align: 'center',
      render: (row) => support(row.software),
    },
    {
      key: 'firmware',
      header: intl.formatMessage(messages.firmware),
      render: (row) => (row.firmware ? <VersionText>{row.firmware}</VersionText> : <NotAvailable />),
    },
    {
      key: 'labelPrinter',
      header: intl.formatMessage(messages.labelPrinter),
      render: (row) => (row.labelPrinter ? row.labelPrinter : <NotAvailable />),
    },
  ];

  return (
    <Table<CompatibilityRow>
      columns={columns}
      rows={rows}
      rowKey={(row) => row.model}
      caption={caption}
      loading={loading}
      emptyText={emptyText}
      {...rest}
    />
  );
}

function SupportCell({ value }: { value: SupportValue }) {
  const intl = useIntl();
  if (typeof value === 'string') return <VersionText>{value}</VersionText>;
  return (
    <Support data-state={value ? 'supported' : 'unsupported'}>
      <SupportIcon aria-hidden="true" viewBox="0 0 20 20" focusable="false">
        {value ? (
          <>
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path
              d="m5.75 10.25 2.75 2.75 5.75-6"
              fill="none"
              className="check"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </>
        ) : (
          <path d="m6 6 8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </SupportIcon>
      <VisuallyHidden.Root>
        {intl.formatMessage(value ? messages.supported : messages.notSupported)}
      </VisuallyHidden.Root>
    </Support>
  );
}
