// A partner's React Router app on Vite: the library's links go through the router (renderLink), so a click on the
// top bar changes the page without a reload, and the current page is marked from the router's location.
import { LabelwiseProvider, TopBar, type RenderLink, type TopBarItem } from '@labelwise/ui';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';

// React Router's Link forwards the library's class, ARIA attributes, ref and click handler to its <a>.
const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

const menu: TopBarItem[] = [
  { key: 'printers', title: 'Printers', href: '/printers' },
  { key: 'guides', title: 'Guides', href: '/guides' },
];

function Layout() {
  const { pathname } = useLocation();
  return (
    <LabelwiseProvider brand={{ name: 'Acme Labels', primaryColor: '#6959CD' }}>
      <TopBar items={menu} currentPath={pathname} renderLink={renderLink} onLocaleChange={() => undefined} />
      <main>
        <Outlet />
      </main>
    </LabelwiseProvider>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <h1>Acme Labels</h1> },
      { path: 'printers', element: <h1>Printers</h1> },
      { path: 'guides', element: <h1>Guides</h1> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<RouterProvider router={router} />);
