// A partner's app built by Vite for production. It makes the two mistakes that used to blank a partner's page: a
// bad prop (pagerCount must be odd) and switching to a language whose catalog the app never loaded. French loads
// its catalog on demand through the loader map the README shows (useUiCatalog.ts).
import { EmptyState, LabelwiseProvider, Pagination } from '@labelwise/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
// The tokens as a stylesheet, for the parts of the page that are not React.
import '@labelwise/ui/tokens.css';
import { useUiCatalog } from './useUiCatalog.js';

function App() {
  const { locale, messages, switchLocale } = useUiCatalog();
  const [page, setPage] = useState(1);
  return (
    <LabelwiseProvider locale={locale} messages={messages} brand={{ name: 'Acme Labels', primaryColor: '#6959CD' }}>
      <button type="button" onClick={() => void switchLocale('de-de')}>
        Deutsch
      </button>
      <button type="button" onClick={() => void switchLocale('fr-fr')}>
        Français
      </button>
      <EmptyState />
      <Pagination page={page} pageSize={10} total={100} pagerCount={4} onPageChange={setPage} />
    </LabelwiseProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
