// Loads the library's strings for a language when the visitor picks it. Each import() names its file in full, so
// Vite (and webpack, esbuild) split one chunk per language; a language without a loader shows in English.
import type { Catalog, Locale } from '@labelwise/ui';
import { useState } from 'react';

const uiCatalogs: Partial<Record<Locale, () => Promise<{ default: Catalog }>>> = {
  'fr-fr': () => import('@labelwise/ui/messages/fr-fr'),
  'es-es': () => import('@labelwise/ui/messages/es-es'),
};

export function useUiCatalog() {
  const [locale, setLocale] = useState<Locale>('en-us');
  const [messages, setMessages] = useState<Catalog>({});
  const switchLocale = async (next: Locale) => {
    const load = uiCatalogs[next];
    setMessages(load ? (await load()).default : {});
    setLocale(next);
  };
  return { locale, messages, switchLocale };
}
