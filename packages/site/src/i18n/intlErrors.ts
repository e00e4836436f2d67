/**
 * Where react-intl reports a problem (a message missing from the catalog, a formatting error). The prerender
 * listens and fails the build on any, so a page whose split catalog (pageAreas.ts) lacks a message it renders never
 * ships; elsewhere a development build logs them as react-intl would and production stays quiet.
 */
type Listener = (error: Error) => void;
let listener: Listener | null = null;

export function watchIntlErrors(next: Listener | null): void {
  listener = next;
}

export function reportIntlError(error: Error): void {
  if (listener) listener(error);
  // eslint-disable-next-line no-console -- a development build logs react-intl's errors, as react-intl's default does.
  else if (import.meta.env?.DEV) console.error(error);
}
