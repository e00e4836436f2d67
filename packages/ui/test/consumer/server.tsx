// Server rendering with styled-components, the way a partner's Node server or static build would do it.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PartnerPage } from './page.js';

const sheet = new ServerStyleSheet();
try {
  const html = renderToString(sheet.collectStyles(<PartnerPage />));
  process.stdout.write(JSON.stringify({ html, css: sheet.getStyleTags() }));
} finally {
  sheet.seal();
}
