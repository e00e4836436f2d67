import type { ListView } from '@labelwise/contract';
import { useCallback, useEffect, useState } from 'react';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { readListView } from './columnView';

export interface ListViewState {
  /** Keys of the columns the operator hid on this list. */
  hidden: readonly string[];
  /** Whether the remembered view has been read (columns show all until then). */
  loaded: boolean;
  setHidden(hidden: readonly string[]): void;
}

/**
 * How the signed-in operator left one list (hidden columns), kept on the server per operator so it follows them to
 * another browser or machine. A view that cannot be read shows every column; a change is kept on screen even when
 * saving it fails (the request layer says so).
 */
export function useListView(listKey: string | undefined): ListViewState {
  const { client } = useAdminRuntime();
  const [state, setState] = useState<{ key: string | undefined; hidden: readonly string[]; loaded: boolean }>({
    key: listKey,
    hidden: [],
    loaded: false,
  });
  useEffect(() => {
    if (!listKey) return;
    let live = true;
    client
      .get<ListView>(`/system/user/profile/list-views/${listKey}`, undefined, { silent: true })
      .then((view) => live && setState({ key: listKey, hidden: readListView(view).hidden, loaded: true }))
      .catch(() => live && setState({ key: listKey, hidden: [], loaded: true }));
    return () => {
      live = false;
    };
  }, [client, listKey]);
  const setHidden = useCallback(
    (hidden: readonly string[]) => {
      if (!listKey) return;
      setState({ key: listKey, hidden, loaded: true });
      client.put(`/system/user/profile/list-views/${listKey}`, { hidden }).catch(() => {
        // Reported by the request layer; the list keeps the operator's choice for now.
      });
    },
    [client, listKey],
  );
  const current = state.key === listKey;
  return { hidden: current ? state.hidden : [], loaded: current && state.loaded, setHidden };
}
