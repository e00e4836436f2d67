import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useState } from 'react';

type Globals = Record<string, unknown>;

interface GlobalsChannel {
  on(event: string, listener: (payload: { globals?: Globals }) => void): void;
  off(event: string, listener: (payload: { globals?: Globals }) => void): void;
}

/** The docs context keeps the toolbar globals in its (untyped, protected) story store. */
function currentGlobals(context: unknown): Globals {
  const store = (context as { store?: { userGlobals?: { get?: () => Globals } } } | null)?.store;
  try {
    return store?.userGlobals?.get?.() ?? {};
  } catch {
    return {};
  }
}

/**
 * The toolbar globals (locale, brand) on a docs page, kept current when the reader switches them, so the doc
 * blocks' labels and live examples follow the same toolbar as the stories. Outside Storybook it returns `{}`.
 */
export function useDocsGlobals(): Globals {
  const context = useContext(DocsContext) as unknown;
  const [globals, setGlobals] = useState<Globals>(() => currentGlobals(context));
  useEffect(() => {
    const channel = (context as { channel?: GlobalsChannel } | null)?.channel;
    if (!channel) return undefined;
    const update = (payload: { globals?: Globals }) => setGlobals(payload.globals ?? currentGlobals(context));
    channel.on('globalsUpdated', update);
    return () => channel.off('globalsUpdated', update);
  }, [context]);
  return globals;
}
