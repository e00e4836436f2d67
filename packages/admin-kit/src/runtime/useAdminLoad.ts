import { useCallback, useEffect, useState } from 'react';
import type { RequestClient } from '../request/client';
import { useAdminRuntime } from './adminRuntime';

export interface AdminLoad<T> {
  /** `undefined` while loading, `null` when the load failed (the request layer has already said why), else the data. */
  data: T | null | undefined;
  /** Loads again (after a change the page made). */
  reload(): void;
}

/**
 * What a page shows from the API, loaded when the page opens and again when `key` changes; an answer that arrives
 * after the page moved on (closed, or asked for another key) is dropped. `load` null: nothing to load yet (`data`
 * stays undefined). `key` lists what `load` reads, as an effect's dependencies would.
 */
export function useAdminLoad<T>(
  load: ((client: RequestClient) => Promise<T>) | null,
  key: readonly unknown[],
): AdminLoad<T> {
  const { client } = useAdminRuntime();
  const [data, setData] = useState<T | null>();
  const [version, setVersion] = useState(0);
  const enabled = load !== null;
  useEffect(() => {
    setData(undefined);
    if (!load) return;
    let live = true;
    load(client).then(
      (loaded) => live && setData(loaded),
      () => live && setData(null),
    );
    return () => {
      live = false;
    };
    // `load` is a new function every render; what it reads is in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, enabled, version, ...key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, reload };
}
