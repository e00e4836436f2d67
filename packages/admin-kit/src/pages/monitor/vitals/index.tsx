import { Button, EmptyState, Inline, Stack, Table, Text, type TableColumn } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { styled } from 'styled-components';
import { Panel } from '../../../crud/pageParts';
import { messages } from './vitals.messages';
import { useAdminLoad } from '../../../runtime/useAdminLoad';

export const VITAL_METRICS = ['LCP', 'CLS', 'INP'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalRow {
  path: string;
  locale: string;
  p75: number;
  samples: number;
  rating: VitalRating;
}
export interface MetricSummary {
  p75: number | null;
  samples: number;
  rating: VitalRating | null;
  rows: VitalRow[];
}
/** `GET /monitor/vitals/summary?days=7|28` (monitor:vitals:list). */
export interface VitalsSummary {
  days: number;
  since: string;
  metrics: Record<VitalMetric, MetricSummary>;
}

const metricTitle = { LCP: messages.metricLCP, CLS: messages.metricCLS, INP: messages.metricINP } as const;
const ratingLabel = {
  good: messages.good,
  'needs-improvement': messages.needsImprovement,
  poor: messages.poor,
} as const;

/** LCP and INP in milliseconds (seconds from 1 s for LCP), CLS unitless with up to three decimals. */
export function formatVital(intl: IntlShape, metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return intl.formatNumber(value, { maximumFractionDigits: 3 });
  if (metric === 'LCP' && value >= 1000)
    return intl.formatNumber(value / 1000, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
      maximumFractionDigits: 2,
    });
  return intl.formatNumber(value, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
}

/** The rating's colour: a status tone of the theme. */
const ratingTone = { good: 'success', 'needs-improvement': 'warning', poor: 'danger' } as const;

/** The dot before the rating's word (the colour is never the only signal). */
const Rating = styled(Text)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;

  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The rating as a coloured dot and word. */
function RatingBadge({ rating }: { rating: VitalRating }) {
  const intl = useIntl();
  return (
    <Rating forwardedAs="span" tone={ratingTone[rating]} weight="bold" data-rating={rating}>
      {intl.formatMessage(ratingLabel[rating])}
    </Rating>
  );
}

function MetricTable({ metric, summary }: { metric: VitalMetric; summary: MetricSummary }) {
  const intl = useIntl();
  const id = `lw-admin-vitals-${metric}`;
  const columns: TableColumn<VitalRow>[] = [
    { key: 'path', header: intl.formatMessage(messages.page), rowHeader: true },
    { key: 'locale', header: intl.formatMessage(messages.language) },
    {
      key: 'p75',
      header: intl.formatMessage(messages.p75),
      align: 'right',
      render: (row) => formatVital(intl, metric, row.p75),
    },
    {
      key: 'rating',
      header: intl.formatMessage(messages.rating),
      render: (row) => <RatingBadge rating={row.rating} />,
    },
    {
      key: 'samples',
      header: intl.formatMessage(messages.samples),
      align: 'right',
      render: (row) => intl.formatNumber(row.samples),
    },
  ];
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(metricTitle[metric])}</h2>
      {summary.p75 !== null && summary.rating ? (
        <Text tone="muted">
          {intl.formatMessage(messages.overall, {
            value: formatVital(intl, metric, summary.p75),
            samples: summary.samples,
          })}{' '}
          <RatingBadge rating={summary.rating} />
        </Text>
      ) : null}
      <Table aria-labelledby={id} columns={columns} rows={summary.rows} rowKey={(row) => `${row.path} ${row.locale}`} />
    </Panel>
  );
}

/** Monitor → Web vitals (monitor:vitals:list): p75 of LCP, CLS and INP per page and language, 7 or 28 days. */
export default function WebVitalsPage() {
  const intl = useIntl();
  const [days, setDays] = useState<7 | 28>(7);
  const { data: summary } = useAdminLoad(
    (client) => client.get<VitalsSummary>('/monitor/vitals/summary', { days: String(days) }),
    [days],
  );

  const empty =
    summary !== undefined && (summary === null || VITAL_METRICS.every((m) => summary.metrics[m].samples === 0));
  return (
    <Stack gap={4}>
      <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
      <Inline gap={2} role="group" aria-label={intl.formatMessage(messages.period)}>
        {([7, 28] as const).map((d) => (
          <Button
            key={d}
            variant={days === d ? 'primary' : 'secondary'}
            aria-pressed={days === d}
            onClick={() => setDays(d)}
          >
            {intl.formatMessage(d === 7 ? messages.last7 : messages.last28)}
          </Button>
        ))}
      </Inline>
      <div aria-busy={summary === undefined}>
        {empty ? (
          // Nothing to list yet: the panel still names the page, as every page of the back office does.
          <Panel aria-labelledby="lw-admin-vitals-empty">
            <h2 id="lw-admin-vitals-empty">{intl.formatMessage(messages.title)}</h2>
            <EmptyState
              title={intl.formatMessage(messages.empty)}
              description={intl.formatMessage(messages.emptyHint)}
            />
          </Panel>
        ) : summary ? (
          <Stack gap={4}>
            {VITAL_METRICS.map((m) => (
              <MetricTable key={m} metric={m} summary={summary.metrics[m]} />
            ))}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
