import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './app/SiteRoutes';

/** The public site: real paths (issue 4), English at the root and the other locales under a prefix. */
export function App() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
