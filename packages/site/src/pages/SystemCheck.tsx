import { compatFamily, cpusOf, type PublicCompatCell } from '@labelwise/contract/compat';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchCompat } from '../api/endpoints';
import type { SiteMessageId } from '../i18n';
import { chartQueryParams } from '../logic/chartQuery';
import { readUaHints, visitorSystem, type VisitorSystem } from '../logic/visitorSystem';
import { H2, M, Section, SiteLink, Text } from './parts';

/**
 * Below the downloads: when the browser tells the visitor's system version and CPU (User-Agent Client Hints), says
 * whether the app is verified there and how many printers have a driver verified there, with a link to the chart
 * for that system. Nothing is shown when the system is not known or everything is verified. It sits at the end of
 * the page, so filling it in moves nothing above it.
 */
export function SystemCheck() {
  const intl = useIntl();
  const [found, setFound] = useState<{ at: VisitorSystem; cells: PublicCompatCell[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void readUaHints().then((hints) => {
      const at = visitorSystem(navigator.userAgent, hints);
      if (!at || controller.signal.aborted) return;
      fetchCompat(at.system, at.cpu, controller.signal).then(
        (cells) => setFound({ at, cells }),
        () => undefined,
      );
    });
    return () => controller.abort();
  }, []);
  if (!found || found.cells.length === 0) return null;
  const { at, cells } = found;
  const family = compatFamily(at.system);
  const appComponent = family === 'chromeos' ? 'extension' : 'app';
  const app = cells.filter((c) => c.component === appComponent);
  const appVerified = app.some((c) => c.support === 'verified');
  const appNone = app.length > 0 && app.every((c) => c.support === 'unsupported');
  const drivers = cells.filter((c) => c.component === 'driver');
  const verifiedDrivers = drivers.filter((c) => c.support === 'verified').length;
  const total = new Set(cells.map((c) => c.modelId)).size;
  if (appVerified && (drivers.length === 0 || verifiedDrivers === total)) return null;
  const system = intl.formatMessage({ id: `site.chart.os.${at.system}` as SiteMessageId });
  const cpu =
    cpusOf(at.system).length > 1
      ? ` · ${intl.formatMessage({ id: `site.chart.cpu.${family}.${at.cpu}` as SiteMessageId })}`
      : '';
  return (
    <Section aria-labelledby="download-system-check" role="note">
      <H2 id="download-system-check">
        <M id="site.chart.checkTitle" values={{ system: `${system}${cpu}` }} />
      </H2>
      {!appVerified ? (
        <Text>
          <M id={appNone ? 'site.chart.checkAppUnsupported' : 'site.chart.checkAppExpected'} />
        </Text>
      ) : null}
      {drivers.length > 0 ? (
        <Text>
          <M id="site.chart.checkDrivers" values={{ verified: verifiedDrivers, total }} />
        </Text>
      ) : null}
      <SiteLink
        to={`/chart?${chartQueryParams({ system: at.system, cpu: at.cpu, model: '', connection: '' }).toString()}`}
      >
        <M id="site.chart.checkLink" />
      </SiteLink>
    </Section>
  );
}
