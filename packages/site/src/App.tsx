import { Button, GlobalStyle, LabelwiseProvider } from '@labelwise/ui';

/** Placeholder until the public routes land (issue 4): proves the site assembles from @labelwise/ui. */
export function App() {
  return (
    <LabelwiseProvider locale="en-us">
      <GlobalStyle />
      <main style={{ maxWidth: 720, margin: '64px auto', padding: 16 }}>
        <h1>Labelwise</h1>
        <p>Label design software for Windows, Mac, mobile and Chrome, and drivers for thermal label printers.</p>
        <Button variant="primary" onClick={() => window.open('/api-v1.0/resources/dataConfig.json')}>
          Download links
        </Button>
      </main>
    </LabelwiseProvider>
  );
}
