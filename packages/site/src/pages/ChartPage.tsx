import { CompatibilityChart, type CompatibilityRow } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { fetchChart } from '../api/endpoints';
import { SiteApiError, toSiteApiError } from '../api/client';
import { PRODUCT } from '../content/downloads';
import { ErrorNote, Lead, M, Page, Title } from './parts';

/**
 * The rows come from the API after hydration. The chart keeps a viewport's height from the first paint, so the
 * rows fill reserved space and only the (then off-screen) footer moves; fixed column widths keep the header
 * cells where they are when the rows arrive.
 */
const ChartSlot = styled.div`
  min-height: 100vh;
  & table {
    table-layout: fixed;
  }
`;

/** /chart: which printers have Windows, Mac and Linux drivers and work with the software (GET /public/chart). */
export default function ChartPage() {
  const [rows, setRows] = useState<CompatibilityRow[] | null>(null);
  const [error, setError] = useState<SiteApiError | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchChart(controller.signal)
      .then((data) =>
        setRows(
          data.map((r) => ({
            model: r.printerModel,
            drivers: { windows: r.driverWindows, linux: r.driverLinux, mac: r.driverMac },
            software: r.softwareSupport,
            ...(r.firmwareVersion ? { firmware: r.firmwareVersion } : {}),
            ...(r.labelPrinter ? { labelPrinter: r.labelPrinter } : {}),
          })),
        ),
      )
      .catch((e: unknown) => {
        if (!controller.signal.aborted) {
          setError(toSiteApiError(e));
          setRows([]);
        }
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
        <CompatibilityChart rows={rows ?? []} loading={rows === null} productName={PRODUCT} caption={<M id="site.nav.chart" />} />
      </ChartSlot>
    </Page>
  );
}
