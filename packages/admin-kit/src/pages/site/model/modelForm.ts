import { CONNECTIONS, PRINT_RESOLUTIONS, type Connection, type PrintResolution } from '@labelwise/contract';

export { CONNECTIONS, type Connection };

/** The API's rule for a Bluetooth serial-number prefix (such as Q332, Q103, Q233, Q505). */
const PREFIX = /^[A-Z0-9]{1,10}$/;

export type PrefixParse = { ok: true; prefixes: string[] } | { ok: false; invalid: string };

/**
 * Reads the operator's comma- or space-separated prefixes: upper-cased, trimmed, duplicates dropped, order kept.
 * The first entry the API would refuse is reported so the form can name it.
 */
export function parseSerialPrefixes(text: string): PrefixParse {
  const prefixes: string[] = [];
  for (const raw of text.split(/[\s,，、;]+/)) {
    const prefix = raw.trim().toUpperCase();
    if (!prefix) continue;
    if (!PREFIX.test(prefix)) return { ok: false, invalid: raw.trim() };
    if (!prefixes.includes(prefix)) prefixes.push(prefix);
  }
  return { ok: true, prefixes };
}

/** Connections in the API's order, whatever order they were ticked in; unknown values are dropped. */
export function orderedConnections(values: readonly string[]): Connection[] {
  return CONNECTIONS.filter((connection) => values.includes(connection));
}

/** The form's value for a resolution nobody has checked (a select option needs a value of its own). */
export const UNKNOWN_RESOLUTION = 'unknown';

/** The resolution select's values: unknown first (what a new model is), then the contract's resolutions. */
export const RESOLUTION_VALUES = [UNKNOWN_RESOLUTION, ...PRINT_RESOLUTIONS.map(String)] as const;

/** The select's value for a model's resolution. */
export const resolutionDraft = (value: PrintResolution | null | undefined): string =>
  value == null ? UNKNOWN_RESOLUTION : String(value);

/** The resolution the API gets for the select's value: null for unknown. */
export const resolutionBody = (value: string): PrintResolution | null =>
  PRINT_RESOLUTIONS.find((r) => String(r) === value) ?? null;
