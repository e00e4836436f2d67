import { GlobalStyle, LabelwiseProvider } from '@labelwise/ui';

/** Placeholder until the admin shell lands (issue 5): proves admin-kit assembles from @labelwise/ui. */
export function App() {
  return (
    <LabelwiseProvider locale="en-us">
      <GlobalStyle />
      <main style={{ maxWidth: 480, margin: '64px auto', padding: 16 }}>
        <h1>Labelwise back office</h1>
        <p>The admin shell is not built yet.</p>
      </main>
    </LabelwiseProvider>
  );
}
