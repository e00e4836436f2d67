import { useEffect, useState } from 'react';
import type { RequestClient } from '../../request/client';
import { useAdminRuntime } from '../../runtime/adminRuntime';

/** One entry of `GET /system/dict/data/type/{type}` (RuoYi's fields: dictLabel, dictValue, listClass, cssClass). */
export interface DictEntry {
  dictLabel: string;
  dictValue: string;
}

/** One request per dictionary type and client, shared by every page that shows its labels (RuoYi's useDict). */
const loaded = new WeakMap<RequestClient, Map<string, Promise<ReadonlyMap<string, string>>>>();

function loadDict(client: RequestClient, type: string): Promise<ReadonlyMap<string, string>> {
  let byType = loaded.get(client);
  if (!byType) loaded.set(client, (byType = new Map()));
  let promise = byType.get(type);
  if (!promise) {
    promise = client
      .get<DictEntry[]>(`/system/dict/data/type/${encodeURIComponent(type)}`)
      .then(
        (entries) =>
          new Map((Array.isArray(entries) ? entries : []).map((entry) => [entry.dictValue, entry.dictLabel])),
      );
    // A failed load is reported by the request layer; the next page that asks tries again.
    promise.catch(() => byType.delete(type));
    byType.set(type, promise);
  }
  return promise;
}

/** The labels of a dictionary type once loaded (the stored value for anything it does not list), for exports. */
export async function loadDictLabel(client: RequestClient, type: string): Promise<(value: string) => string> {
  const labels = await loadDict(client, type).catch(() => new Map<string, string>());
  return (value: string) => labels.get(value) ?? value;
}

/**
 * The operator-facing label of a stored value, from a dictionary type (e.g. `site_contact_role`). Until the
 * dictionary has loaded, or for a value it does not list, the stored value itself is shown.
 */
export function useDictLabel(type: string): (value: string) => string {
  const { client } = useAdminRuntime();
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    let live = true;
    loadDict(client, type).then(
      (map) => {
        if (live) setLabels(map);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, type]);
  return (value: string) => labels.get(value) ?? value;
}
