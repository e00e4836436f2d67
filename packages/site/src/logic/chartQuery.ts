import { cpusOf, isCompatCpu, isCompatSystem, type CompatCpu, type CompatSystem } from '@labelwise/contract/compat';

export type ChartConnection = 'usb' | 'bluetooth' | 'wifi';
export const CHART_CONNECTIONS: readonly ChartConnection[] = ['usb', 'bluetooth', 'wifi'];

/** What the chart shows, as a shareable URL carries it: `/chart?os=macos-15&cpu=arm&model=pm241&conn=bluetooth`. */
export interface ChartQuery {
  system: CompatSystem;
  cpu: CompatCpu;
  /** A guide slug in lower case, or '' for every printer. */
  model: string;
  connection: ChartConnection | '';
}

/** Without a system in the URL the chart answers for the most common one. */
export const DEFAULT_SYSTEM: CompatSystem = 'windows-11';

/** Reads the URL's filters; anything unknown falls back to the default, so a mistyped link still shows a chart. */
export function parseChartQuery(params: URLSearchParams): ChartQuery {
  const os = params.get('os') ?? '';
  const system = isCompatSystem(os) ? os : DEFAULT_SYSTEM;
  const cpuParam = params.get('cpu') ?? '';
  const cpus = cpusOf(system);
  const cpu = isCompatCpu(cpuParam) && cpus.includes(cpuParam) ? cpuParam : cpus[0]!;
  const conn = params.get('conn') ?? '';
  return {
    system,
    cpu,
    model: (params.get('model') ?? '').toLowerCase().slice(0, 40),
    connection: (CHART_CONNECTIONS as readonly string[]).includes(conn) ? (conn as ChartConnection) : '',
  };
}

/** The URL parameters of a query: only what differs from "everything on the default system" is written. */
export function chartQueryParams(q: ChartQuery): URLSearchParams {
  const p = new URLSearchParams();
  p.set('os', q.system);
  if (cpusOf(q.system).length > 1) p.set('cpu', q.cpu);
  if (q.model) p.set('model', q.model);
  if (q.connection) p.set('conn', q.connection);
  return p;
}
