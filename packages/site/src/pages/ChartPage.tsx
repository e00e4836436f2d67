import { withPublishedDrivers, type PublicCompatCell } from '@labelwise/contract/compat';
import { pickLocale } from '@labelwise/contract/guides';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type SiteApiError, toSiteApiError } from '../api/client';
import { fetchChart, fetchCompat, type ApiChartRow } from '../api/endpoints';
import { useSite } from '../app/siteContext';
import { chartSnapshot } from '../content/catalogSnapshot';
import { compatSnapshot } from '../content/compatSnapshot';
import { usePublishedContent } from '../content/live';
import { chartQueryParams, parseChartQuery, type ChartQuery } from '../logic/chartQuery';
import { ChartFilters, CompatTable, rowsOf } from './CompatChart';
import { ErrorNote, Lead, M, Page, Title } from './parts';

const NO_FILTERS = new URLSearchParams();
const subscribeNever = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * The build's cells, as the published catalog would answer them: rendered by the API, the page knows which systems
 * have a published driver and claims no other (the build's prerender does not, and keeps the seeded answers until
 * the API's replace them).
 */
const seededCells = (
  system: ChartQuery['system'],
  cpu: ChartQuery['cpu'],
  published: Readonly<Record<string, true>> | undefined,
): PublicCompatCell[] => {
  const cells = compatSnapshot(system, cpu);
  return published ? cells.map((c) => withPublishedDrivers(c, (key) => published[key] === true)) : cells;
};

/**
 * /chart: "will it work on my computer?" Filters first (printer, system version, processor, connection), kept in
 * the URL so a view can be shared (`/chart?os=macos-15&cpu=arm`); then only the matching printers, each with the
 * answer for its driver, app or extension on that system and links to its guide and drivers. The first paint (and the
 * prerendered HTML) shows the seeded catalog's cells; the API's answer replaces them.
 */
export default function ChartPage() {
  const { locale } = useSite();
  const [params, setParams] = useSearchParams();
  // The prerendered HTML is the chart without filters; hydration renders that too, then the URL's filters apply.
  const hydrated = useSyncExternalStore(subscribeNever, isClient, isServer);
  const query = parseChartQuery(hydrated ? params : NO_FILTERS);
  const published = usePublishedContent()?.driverSystems;
  const [cells, setCells] = useState<PublicCompatCell[]>(() => seededCells(query.system, query.cpu, published));
  const [chart, setChart] = useState<readonly ApiChartRow[]>(chartSnapshot);
  const [error, setError] = useState<SiteApiError | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setCells(seededCells(query.system, query.cpu, published));
    fetchCompat(query.system, query.cpu, controller.signal)
      .then(setCells)
      // The cells shown stay when the API fails: they are the catalog as published with this build.
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(toSiteApiError(e));
      });
    return () => controller.abort();
  }, [query.system, query.cpu, published]);

  useEffect(() => {
    const controller = new AbortController();
    fetchChart(controller.signal).then(setChart, () => undefined);
    return () => controller.abort();
  }, []);

  const labels = useMemo(
    () =>
      new Map(chart.map((r) => [r.modelId, pickLocale({ ...r.labelPrinterI18n, 'en-us': r.labelPrinter }, locale)])),
    [chart, locale],
  );
  const all = useMemo(() => rowsOf(cells, (id) => labels.get(id) ?? ''), [cells, labels]);
  const rows = all.filter(
    (r) =>
      (!query.model || r.guidePath.replace(/^\//, '').toLowerCase() === query.model) &&
      (!query.connection || r.connections.includes(query.connection)),
  );
  const change = (next: ChartQuery) => setParams(chartQueryParams(next), { replace: true });

  return (
    <Page>
      <Title>
        <M id="site.route.chartTitle" />
      </Title>
      <Lead>
        <M id="site.route.chartDescription" />
      </Lead>
      <ChartFilters query={query} models={all} onChange={change} />
      {error ? (
        <ErrorNote>
          <M id={error.messageId} values={error.values} />
        </ErrorNote>
      ) : null}
      <CompatTable query={query} rows={rows} />
    </Page>
  );
}
