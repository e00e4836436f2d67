import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './app/SiteRoutes';
import { ContentProvider, type ContentStore } from './content/live';

/**
 * The public site: real paths, English at the root and the other locales under a prefix. `contentStore`
 * holds the published content (content/live.tsx); by default one seeded from the page's content island.
 */
export function App({ contentStore }: { contentStore?: ContentStore }) {
  return (
    <BrowserRouter>
      <ContentProvider {...(contentStore ? { store: contentStore } : {})}>
        <SiteRoutes />
      </ContentProvider>
    </BrowserRouter>
  );
}
