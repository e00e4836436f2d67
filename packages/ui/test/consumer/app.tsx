// A partner brand's page, written against the published package only.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Button, Footer, LabelwiseProvider, TopBar, type Brand, type FooterGroups, type TopBarItem } from '@labelwise/ui';
import { swatches } from '@labelwise/ui/tokens';

const acme: Brand = { name: 'Acme Labels', primaryColor: swatches[6] };

const menu: TopBarItem[] = [
  { key: 'download', title: 'Herunterladen', href: '/de/download' },
  { key: 'printers', title: 'Drucker', href: '/de/printers' },
  { key: 'guides', title: 'Anleitungen', href: '/de/guides' },
  { key: 'shop', title: 'Shop', href: 'https://shop.acme.example' },
];

const footerGroups: FooterGroups = {
  pages: [
    { key: 'download', title: 'Herunterladen', href: '/de/download' },
    { key: 'contact', title: 'Kontakt', href: '/de/contactUs' },
  ],
  features: [{ key: 'design', title: 'Design', href: '/de/features' }],
  guides: [{ key: 'd520', title: 'D520 einrichten', href: '/de/d520' }],
};

const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    <LabelwiseProvider brand={acme} locale="de-de">
      <TopBar
        items={menu}
        homeHref="/de"
        currentPath="/de/printers"
        viewportWidth={1280}
        scrolled={false}
        onLocaleChange={() => undefined}
        shipHref="https://ship.acme.example"
      />
      <Button variant="primary">Jetzt herunterladen</Button>
      <Footer groups={footerGroups} currentPath="/de/printers" homeHref="/de" privacyHref="/privacy" />
    </LabelwiseProvider>,
  ),
);
const css = sheet.getStyleTags();
sheet.seal();
process.stdout.write(JSON.stringify({ html, css }));
