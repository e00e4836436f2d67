// Types for the pack-and-consume test, which runs the same size measurement on the npm-installed tarball.
export interface SizeResult {
  name: string;
  /** gzip bytes allowed for `library`. */
  budget: number;
  /** gzip bytes of the app with @labelwise/ui and its dependencies (lazy chunks included), peers left out. */
  library: number;
  /** gzip bytes of the same app with react, react-dom, styled-components and react-intl bundled too. */
  withPeers: number;
  /** Other locales' strings found in an en-us app; always empty for a translated one. */
  foreignStrings: string[];
}
export const peers: string[];
export const sizeApps: Array<{ name: string; budget: number; source: string }>;
export const foreignCatalogMarkers: string[];
export function measureApps(appDir: string): Promise<SizeResult[]>;
export function printSizes(results: SizeResult[], log?: (line: string) => void): string[];
