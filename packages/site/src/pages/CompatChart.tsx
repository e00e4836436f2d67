import { componentsOf, cpusOf, COMPAT_SYSTEMS, compatFamily, type PublicCompatCell } from '@labelwise/contract/compat';
import { pickLocale } from '@labelwise/contract/guides';
import type { ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { Badge, Inline, Text, VisuallyHidden, type BadgeTone } from '@labelwise/ui';
import { styled } from 'styled-components';
import { useSite } from '../app/siteContext';
import type { SiteMessageId } from '../i18n';
import { CHART_CONNECTIONS, type ChartQuery } from '../logic/chartQuery';
import { M, Muted, SiteLink } from './parts';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[5]}px 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  & select {
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    min-width: 0;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding-bottom: ${({ theme }) => theme.space[2]}px;
  }
  & th,
  & td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  ${({ theme }) => theme.media.mobile} {
    & thead {
      display: none;
    }
    & tr,
    & th,
    & td {
      display: block;
      border: 0;
      padding: ${({ theme }) => theme.space[1]}px 0;
    }
    & tbody tr {
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
      padding: ${({ theme }) => theme.space[3]}px 0;
    }
    & td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`;

/** A cell's note stays narrow, so the table's columns keep their widths. */
const Note = styled(Text)`
  max-width: 40ch;
`;

/** A cell's support in the badge's words-and-tint: verified good, expected a caution, unsupported bad. */
const supportTone: Record<PublicCompatCell['support'], BadgeTone> = {
  verified: 'success',
  expected: 'warning',
  unpublished: 'neutral',
  unsupported: 'danger',
};

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
const systemName = (system: string) => `site.chart.os.${system}` as SiteMessageId;
const cpuName = (system: ChartQuery['system'], cpu: string) =>
  `site.chart.cpu.${compatFamily(system)}.${cpu}` as SiteMessageId;

function Cell({ cell }: { cell: PublicCompatCell | undefined }) {
  const { locale } = useSite();
  if (!cell) return null;
  const note = pickLocale(cell.note, locale);
  return (
    <>
      <Badge tone={supportTone[cell.support]}>
        {cell.support === 'verified' && cell.verifiedOn ? (
          <M
            id="site.chart.verified"
            values={{
              date: <FormattedDate value={`${cell.verifiedOn}T00:00:00Z`} dateStyle="medium" timeZone="UTC" />,
            }}
          />
        ) : (
          <M id={`site.chart.${cell.support}`} />
        )}
      </Badge>
      {note ? (
        <Note forwardedAs="div" size="sm" tone="muted">
          {note}
        </Note>
      ) : null}
    </>
  );
}

export interface ChartModelRow {
  modelId: number;
  name: string;
  guidePath: string;
  connections: PublicCompatCell['connections'];
  labelPrinter: string;
  cells: PublicCompatCell[];
}

/** Groups a system's cells by model, in the order they came. */
export function rowsOf(cells: readonly PublicCompatCell[], labelOf: (modelId: number) => string): ChartModelRow[] {
  const rows = new Map<number, ChartModelRow>();
  for (const c of cells) {
    const row = rows.get(c.modelId) ?? {
      modelId: c.modelId,
      name: c.modelName,
      guidePath: c.guidePath,
      connections: c.connections,
      labelPrinter: labelOf(c.modelId),
      cells: [],
    };
    row.cells.push(c);
    rows.set(c.modelId, row);
  }
  return [...rows.values()];
}

/** The filters, first on every screen; each change is written to the URL so the view can be shared. */
export function ChartFilters(props: { query: ChartQuery; models: ChartModelRow[]; onChange: (q: ChartQuery) => void }) {
  const intl = useIntl();
  const { query, onChange } = props;
  const cpus = cpusOf(query.system);
  return (
    <Filters aria-label={intl.formatMessage({ id: 'site.chart.filters' })} onSubmit={(e) => e.preventDefault()}>
      <Field>
        <M id="site.chart.model" />
        <select value={query.model} onChange={(e) => onChange({ ...query, model: e.target.value })}>
          <option value="">{intl.formatMessage({ id: 'site.chart.anyModel' })}</option>
          {props.models.map((m) => (
            <option key={m.modelId} value={m.guidePath.replace(/^\//, '').toLowerCase()}>
              {m.name}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <M id="site.chart.system" />
        <select
          value={query.system}
          onChange={(e) => {
            const system = e.target.value as ChartQuery['system'];
            const next = cpusOf(system);
            onChange({ ...query, system, cpu: next.includes(query.cpu) ? query.cpu : next[0]! });
          }}
        >
          {COMPAT_SYSTEMS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: systemName(s) })}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <M id="site.chart.cpu" />
        <select
          value={query.cpu}
          disabled={cpus.length < 2}
          onChange={(e) => onChange({ ...query, cpu: e.target.value as ChartQuery['cpu'] })}
        >
          {cpus.length < 2 ? (
            <option value={query.cpu}>—</option>
          ) : (
            cpus.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage({ id: cpuName(query.system, c) })}
              </option>
            ))
          )}
        </select>
      </Field>
      <Field>
        <M id="site.chart.connection" />
        <select
          value={query.connection}
          onChange={(e) => onChange({ ...query, connection: e.target.value as ChartQuery['connection'] })}
        >
          <option value="">{intl.formatMessage({ id: 'site.chart.anyConnection' })}</option>
          {CHART_CONNECTIONS.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage({ id: `site.chart.${c}` })}
            </option>
          ))}
        </select>
      </Field>
    </Filters>
  );
}

/** The matching printers on the chosen system: each component's answer, its note, and links to guide and drivers. */
export function CompatTable({ query, rows }: { query: ChartQuery; rows: ChartModelRow[] }) {
  const intl = useIntl();
  const components = componentsOf(query.system);
  const cpus = cpusOf(query.system);
  const system = intl.formatMessage({ id: systemName(query.system) });
  const label =
    cpus.length > 1 ? `${system} · ${intl.formatMessage({ id: cpuName(query.system, query.cpu) })}` : system;
  const family = compatFamily(query.system);
  const finderOs = family === 'windows' || family === 'macos' || family === 'linux' ? `&os=${family}` : '';
  return (
    <>
      <Muted aria-live="polite">
        <M id="site.chart.count" values={{ count: rows.length, system: label }} />
      </Muted>
      {rows.length === 0 ? (
        <Muted>
          <M id="site.chart.none" />
        </Muted>
      ) : (
        <Table>
          <caption>
            <M id="site.chart.caption" values={{ system: label }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <M id="site.chart.model" />
              </th>
              <th scope="col">
                <M id="site.chart.labelPrinter" />
              </th>
              {components.map((c) => (
                <th scope="col" key={c}>
                  <M id={`site.chart.${c}`} />
                </th>
              ))}
              <th scope="col">
                <M id="site.chart.links" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.modelId}>
                <th scope="row">{row.guidePath ? <SiteLink to={row.guidePath}>{row.name}</SiteLink> : row.name}</th>
                <td data-label={intl.formatMessage({ id: 'site.chart.labelPrinter' })}>{row.labelPrinter}</td>
                {components.map((c) => (
                  <td key={c} data-label={intl.formatMessage({ id: `site.chart.${c}` })}>
                    <Cell cell={row.cells.find((cell) => cell.component === c)} />
                  </td>
                ))}
                <td>
                  <Inline as="span" gap={3} align="stretch">
                    {row.guidePath ? (
                      <SiteLink to={row.guidePath}>
                        <M id="site.chart.guide" values={{ model: row.name, hidden }} />
                      </SiteLink>
                    ) : null}
                    {/* The finder would show no driver where the chart says none is published yet. */}
                    {row.cells.some((cell) => cell.support === 'unpublished') ? null : (
                      <SiteLink to={`/printers?model=${row.modelId}${finderOs}`}>
                        <M id="site.chart.drivers" values={{ model: row.name, hidden }} />
                      </SiteLink>
                    )}
                  </Inline>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
