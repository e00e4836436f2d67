import { Button, EmptyState, Inline, Stack, Table, Text, type TableColumn } from '@labelwise/ui';
import { DOCTOR_SYMPTOM_TEXTS, type DoctorSymptomId } from '@labelwise/contract/doctor';
import { pickLocale } from '@labelwise/contract/guides';
import type { DoctorSummaryRow } from '@labelwise/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Panel } from '../../../crud/pageParts';
import { messages } from './doctor.messages';
import { useAdminLoad } from '../../../runtime/useAdminLoad';

/** `GET /monitor/doctor/summary?days=7|28|90` (monitor:doctor:list). */
export interface DoctorSummary {
  days: number;
  since: string;
  rows: DoctorSummaryRow[];
}

const PERIODS = [
  [7, messages.last7],
  [28, messages.last28],
  [90, messages.last90],
] as const;

/** The intro keeps a reading measure: on a wide screen one line of the whole width would be hard to follow. */
const Intro = styled(Text)`
  max-width: 80ch;
`;

/** The problem's name in the operator's language, from the same texts the public site shows. */
function symptomName(symptom: string, locale: string): string {
  const texts = DOCTOR_SYMPTOM_TEXTS[symptom as DoctorSymptomId];
  return texts ? pickLocale(texts.name, locale) : symptom;
}

function SummaryTable({ rows }: { rows: DoctorSummaryRow[] }) {
  const intl = useIntl();
  const columns: TableColumn<DoctorSummaryRow>[] = [
    {
      key: 'symptom',
      header: intl.formatMessage(messages.symptom),
      rowHeader: true,
      render: (row) => symptomName(row.symptom, intl.locale.toLowerCase()),
    },
    {
      key: 'model',
      header: intl.formatMessage(messages.model),
      render: (row) => (row.model === 'unknown' ? intl.formatMessage(messages.unknownModel) : row.model),
    },
    {
      key: 'started',
      header: intl.formatMessage(messages.started),
      align: 'right',
      render: (row) => intl.formatNumber(row.started),
    },
    {
      key: 'solved',
      header: intl.formatMessage(messages.solved),
      align: 'right',
      render: (row) => intl.formatNumber(row.solved),
    },
    {
      key: 'solvedAtStep',
      header: intl.formatMessage(messages.solvedAt),
      render: (row) =>
        intl.formatList(
          Object.entries(row.solvedAtStep)
            .sort(([a], [b]) => Number(a) - Number(b))
            .map(([step, count]) => intl.formatMessage(messages.stepCount, { step, count })),
          { type: 'unit' },
        ),
    },
    {
      key: 'contact',
      header: intl.formatMessage(messages.contact),
      align: 'right',
      render: (row) => intl.formatNumber(row.contact),
    },
  ];
  return (
    <Panel aria-labelledby="lw-admin-doctor-table">
      <h2 id="lw-admin-doctor-table">{intl.formatMessage(messages.title)}</h2>
      <Table
        aria-labelledby="lw-admin-doctor-table"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.symptom} ${row.model}`}
      />
    </Panel>
  );
}

/** Monitor → Printer doctor (monitor:doctor:list): runs, fixes per step and contact requests per problem and model. */
export default function DoctorOutcomesPage() {
  const intl = useIntl();
  const [days, setDays] = useState<7 | 28 | 90>(28);
  const { data: summary } = useAdminLoad(
    (client) => client.get<DoctorSummary>('/monitor/doctor/summary', { days: String(days) }),
    [days],
  );

  const empty = summary !== undefined && (summary === null || summary.rows.length === 0);
  return (
    <Stack gap={4}>
      <Intro tone="muted">{intl.formatMessage(messages.intro)}</Intro>
      <Inline gap={2} role="group" aria-label={intl.formatMessage(messages.period)}>
        {PERIODS.map(([d, label]) => (
          <Button
            key={d}
            variant={days === d ? 'primary' : 'secondary'}
            aria-pressed={days === d}
            onClick={() => setDays(d)}
          >
            {intl.formatMessage(label)}
          </Button>
        ))}
      </Inline>
      <div aria-busy={summary === undefined}>
        {empty ? (
          // Nothing to list yet: the panel still names the page, as every page of the back office does.
          <Panel aria-labelledby="lw-admin-doctor-empty">
            <h2 id="lw-admin-doctor-empty">{intl.formatMessage(messages.title)}</h2>
            <EmptyState
              title={intl.formatMessage(messages.empty)}
              description={intl.formatMessage(messages.emptyHint)}
            />
          </Panel>
        ) : summary ? (
          <SummaryTable rows={summary.rows} />
        ) : null}
      </div>
    </Stack>
  );
}
