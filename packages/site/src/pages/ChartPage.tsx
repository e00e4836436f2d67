import { CompatibilityChart, type CompatibilityRow } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { fetchChart, type ApiChartRow } from '../api/endpoints';
import { type SiteApiError, toSiteApiError } from '../api/client';
import { chartSnapshot } from '../content/catalogSnapshot';
import { PRODUCT } from '../content/downloads';
import { ErrorNote, Lead, M, Page, Title } from './parts';

/**
 * The first paint (and the prerendered HTML) shows the seeded catalog's rows; the API's rows replace them after
 * hydration. Unchanged data gives the same markup; should the API have other rows, the viewport's height kept
 * from the first paint and the fixed column widths keep the visible part where it was.
 */
const ChartSlot = styled.div`
  min-height: 100vh;
  & table {
    table-layout: fixed;
  }
`;

/** /chart: which printers have Windows, Mac and Linux drivers and work with the software (GET /public/chart). */
export const toChartRow = (r: ApiChartRow): CompatibilityRow => ({
  model: r.printerModel,
  drivers: { windows: r.driverWindows, linux: r.driverLinux, mac: r.driverMac },
  software: r.softwareSupport,
  ...(r.firmwareVersion ? { firmware: r.firmwareVersion } : {}),
  ...(r.labelPrinter ? { labelPrinter: r.labelPrinter } : {}),
});

const snapshotRows = chartSnapshot.map(toChartRow);

export default function ChartPage() {
  const [rows, setRows] = useState<CompatibilityRow[]>(snapshotRows);
  const [error, setError] = useState<SiteApiError | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchChart(controller.signal)
      .then((data) => setRows(data.map(toChartRow)))
      // The rows shown stay when the API fails: they are the catalog as published with this build.
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(toSiteApiError(e));
      });
    return () => controller.abort();
  }, []);
  return (
    <Page>
      <Title>
        <M id="site.route.chartTitle" />
      </Title>
      <Lead>
        <M id="site.route.chartDescription" />
      </Lead>
      {error ? (
        <ErrorNote>
          <M id={error.messageId} values={error.values} />
        </ErrorNote>
      ) : null}
      <ChartSlot>
        <CompatibilityChart rows={rows} productName={PRODUCT} caption={<M id="site.nav.chart" />} />
      </ChartSlot>
    </Page>
  );
}
