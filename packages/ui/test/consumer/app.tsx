// A partner brand's page, written against the published package only.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Button, LabelwiseProvider, type Brand } from '@labelwise/ui';
import { swatches } from '@labelwise/ui/tokens';

const acme: Brand = { name: 'Acme Labels', primaryColor: swatches[6] };

const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    <LabelwiseProvider brand={acme} locale="de-de">
      <Button variant="primary">Jetzt herunterladen</Button>
    </LabelwiseProvider>,
  ),
);
const css = sheet.getStyleTags();
sheet.seal();
process.stdout.write(JSON.stringify({ html, css }));
