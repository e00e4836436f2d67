// A partner brand's co-branded page, written against the published package only (as a partner would).
import {
  Button,
  Footer,
  GlobalStyle,
  LabelwiseProvider,
  TopBar,
  defineMessages,
  type Brand,
  type Catalog,
  type FooterGroups,
  type TopBarItem,
} from '@labelwise/ui';
import deDE from '@labelwise/ui/messages/de-de';
import { swatches } from '@labelwise/ui/tokens';
import { useState } from 'react';
import { useIntl } from 'react-intl';

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

// The app's own strings go through the app's react-intl, inside the library's provider: one shared context.
const appMessages = defineMessages({
  downloads: { id: 'acme.downloads', defaultMessage: '{count, plural, one {# download} other {# downloads}}' },
});
const catalog: Catalog = { ...deDE, 'acme.downloads': '{count, plural, one {# Download} other {# Downloads}}' };

function DownloadAction() {
  const intl = useIntl();
  const [count, setCount] = useState(0);
  return (
    <p>
      <Button variant="primary" onClick={() => setCount((previous) => previous + 1)}>
        Jetzt herunterladen
      </Button>
      <output>{intl.formatMessage(appMessages.downloads, { count })}</output>
    </p>
  );
}

export function PartnerPage() {
  return (
    <LabelwiseProvider brand={acme} locale="de-de" messages={catalog}>
      <GlobalStyle />
      {/* A fixed desktop width keeps the server and client renders identical; a real page passes its own. */}
      <TopBar
        items={menu}
        homeHref="/de"
        currentPath="/de/printers"
        viewportWidth={1280}
        scrolled={false}
        onLocaleChange={() => undefined}
        shipHref="https://ship.acme.example"
      />
      <main>
        <DownloadAction />
      </main>
      <Footer groups={footerGroups} currentPath="/de/printers" homeHref="/de" privacyHref="/privacy" />
    </LabelwiseProvider>
  );
}
