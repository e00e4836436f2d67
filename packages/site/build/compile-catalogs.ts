import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A react-intl catalog whose messages are already parsed: formatting it needs no ICU parser. */
export type CompiledCatalog = Record<string, MessageFormatElement[]>;

/**
 * Parses every message once, at build time, as intl-messageformat would on first use in the browser: the same
 * parser release (build/locale-catalogs.ts checks it) and the same options (its default ones plus the locale,
 * which date skeletons depend on). A message that does not parse fails the build instead of showing its id.
 */
export function compileCatalog(catalog: Readonly<Record<string, string>>, languageTag: string): CompiledCatalog {
  const locale = new Intl.Locale(languageTag);
  const compiled: CompiledCatalog = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = parse(message, { locale });
    } catch (error) {
      throw new Error(`${languageTag} message ${id} does not parse: ${String(error)}`, { cause: error });
    }
  }
  return compiled;
}
