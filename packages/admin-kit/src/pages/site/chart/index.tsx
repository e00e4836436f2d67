import { chart, chartShape, TITLE_MAX, type RowOf } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import { Text } from '@labelwise/ui';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { Note, NotedPage } from '../../../crud/pageParts';
import { CrudPage, exportWords, type BodyOf, type ColumnOf, type Draft, type FieldDef } from '../../../crud';
import { useModelChoices } from '../../shared/catalogFile';
import { messages as m } from './chart.messages';
import { messages as confirm } from '../../confirm.messages';
import {
  TranslatedText,
  translationFields,
  translationsBody,
  translationsDraft,
  type TranslatedField,
} from '../../shared/translations';

/** A compatibility chart row as `/site/chart/list` sends it. */
export type AdminChartRow = RowOf<typeof chart>;

/** The "no linked model" choice (select options need a non-empty value). */
const NONE = 'none';

/** The printer type in the other site languages. */
const LABEL_PRINTER_TRANSLATIONS: TranslatedField = {
  key: 'labelPrinterI18n',
  english: 'labelPrinter',
  label: m.labelPrinter,
  schema: chartShape.labelPrinter,
  maxLength: TITLE_MAX,
};
const DRIVER_KEYS = ['windows', 'linux', 'mac'] as const;

const emptyDraft: Draft = {
  printerModel: '',
  modelId: NONE,
  drivers: ['windows'],
  softwareSupport: 'Y',
  firmwareVersion: '',
  labelPrinter: '',
  sort: '0',
};

const toDraft = (row: AdminChartRow): Draft => ({
  printerModel: row.printerModel,
  modelId: row.modelId ? String(row.modelId) : NONE,
  drivers: DRIVER_KEYS.filter((key) =>
    key === 'windows' ? row.driverWindows : key === 'linux' ? row.driverLinux : row.driverMac,
  ),
  softwareSupport: row.softwareSupport ? 'Y' : 'N',
  firmwareVersion: row.firmwareVersion,
  labelPrinter: row.labelPrinter,
  ...translationsDraft(LABEL_PRINTER_TRANSLATIONS, row.labelPrinterI18n),
  sort: String(row.sort),
});

/** The printer type in the operator's language, marked where it is the English one. */
const labelPrinter = (row: AdminChartRow) => <TranslatedText english={row.labelPrinter} texts={row.labelPrinterI18n} />;

/** The POST/PUT body; `modelId` only when the model picker was offered (a PUT without it keeps the link). */
export function chartBody(draft: Draft, row: AdminChartRow | undefined, withModel: boolean): BodyOf<typeof chart> {
  const drivers = Array.isArray(draft.drivers) ? draft.drivers : [];
  const text = (key: string) => String(draft[key] ?? '').trim();
  const sort = text('sort');
  return {
    ...(row ? { chartId: row.chartId } : {}),
    printerModel: text('printerModel'),
    ...(withModel ? { modelId: draft.modelId && draft.modelId !== NONE ? Number(draft.modelId) : null } : {}),
    driverWindows: drivers.includes('windows'),
    driverLinux: drivers.includes('linux'),
    driverMac: drivers.includes('mac'),
    softwareSupport: draft.softwareSupport !== 'N',
    firmwareVersion: text('firmwareVersion'),
    labelPrinter: text('labelPrinter'),
    labelPrinterI18n: translationsBody(LABEL_PRINTER_TRANSLATIONS, draft),
    sort: sort ? Number(sort) : 0,
  };
}

const filters = [{ key: 'printerModel', label: m.printerModel }] as const;

/** Compatibility chart rows (site:chart:*): search by printer model, paginate, add/edit, delete with confirmation. */
export default function ChartPage() {
  const intl = useIntl();
  // The catalog model picker needs the model list; without site:model:list the link is left as it is.
  const canListModels = useHasPermi(['site:model:list']);
  const models = useModelChoices(canListModels);

  const yesNo = [
    { value: 'Y', label: intl.formatMessage(m.yes) },
    { value: 'N', label: intl.formatMessage(m.no) },
  ];
  const fields: FieldDef[] = [
    {
      key: 'printerModel',
      label: m.printerModel,
      kind: 'text',
      required: true,
      contract: { schema: chartShape.printerModel, invalid: m.textFormat },
    },
    ...(canListModels
      ? [
          {
            key: 'modelId',
            label: m.linkedModel,
            kind: 'select',
            options: [{ value: NONE, label: intl.formatMessage(m.noLinkedModel) }, ...models],
          } satisfies FieldDef,
        ]
      : []),
    {
      key: 'drivers',
      label: m.drivers,
      kind: 'checks',
      options: DRIVER_KEYS.map((key) => ({ value: key, label: intl.formatMessage(m[key]) })),
    },
    { key: 'softwareSupport', label: m.software, kind: 'select', options: yesNo },
    {
      key: 'firmwareVersion',
      label: m.firmwareVersion,
      kind: 'text',
      contract: { schema: chartShape.firmwareVersion, invalid: m.firmwareFormat },
    },
    {
      key: 'labelPrinter',
      label: m.labelPrinter,
      kind: 'text',
      contract: { schema: chartShape.labelPrinter, invalid: m.textFormat },
    },
    {
      key: 'sort',
      label: m.sort,
      kind: 'text',
      maxLength: 6,
      contract: { schema: chartShape.sort, invalid: m.wholeNumber },
    },
    ...translationFields(LABEL_PRINTER_TRANSLATIONS),
  ];

  const flags = exportWords(intl, { true: m.yes, false: m.no });
  const drivers = { key: 'drivers', header: intl.formatMessage(m.drivers) };
  const columns: ColumnOf<typeof chart>[] = [
    { key: 'printerModel', sortKey: 'printerModel', header: intl.formatMessage(m.printerModel), rowHeader: true },
    {
      key: 'driverWindows',
      header: intl.formatMessage(m.windows),
      group: drivers,
      render: (row) => flags[String(row.driverWindows)],
      exportLabels: flags,
    },
    {
      key: 'driverLinux',
      header: intl.formatMessage(m.linux),
      group: drivers,
      render: (row) => flags[String(row.driverLinux)],
      exportLabels: flags,
    },
    {
      key: 'driverMac',
      header: intl.formatMessage(m.mac),
      group: drivers,
      render: (row) => flags[String(row.driverMac)],
      exportLabels: flags,
    },
    {
      key: 'softwareSupport',
      header: intl.formatMessage(m.software),
      render: (row) => flags[String(row.softwareSupport)],
      exportLabels: flags,
    },
    { key: 'firmwareVersion', sortKey: 'firmwareVersion', header: intl.formatMessage(m.firmwareVersion) },
    { key: 'labelPrinter', sortKey: 'labelPrinter', header: intl.formatMessage(m.labelPrinter), render: labelPrinter },
    { key: 'sort', sortKey: 'sort', header: intl.formatMessage(m.sort), align: 'right' },
  ];

  return (
    <NotedPage>
      <Note>
        <Text size="sm">{intl.formatMessage(m.hint)}</Text>
      </Note>
      <CrudPage
        resource={chart}
        headingId="lw-admin-chart"
        title={intl.formatMessage(m.title)}
        rowName={(row) => row.printerModel}
        columns={columns}
        filters={filters}
        form={{
          fields,
          emptyDraft,
          toDraft,
          toBody: (draft, row) => chartBody(draft, row, canListModels),
          addLabel: m.add,
          editLabel: m.edit,
        }}
        removeLabel={confirm.removeChart}
      />
    </NotedPage>
  );
}
