import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Footer, GlobalStyle, LabelwiseProvider, TopBar, type Brand } from '../index';

// The ten-line co-branded page of "Getting started/Partner developers", kept here verbatim so the docs'
// example cannot stop compiling or rendering unnoticed.
const acme: Brand = { name: 'Acme Labels', primaryColor: '#0a7d5a', logo: '/acme.svg' };
const items = [{ key: 'download', title: 'Download', href: '/download' }];
const groups = { pages: items, features: [], guides: [] };

export const Page = () => (
  <LabelwiseProvider brand={acme}>
    <GlobalStyle />
    <TopBar items={items} onLocaleChange={() => {}} />
    <main>…</main>
    <Footer groups={groups} />
  </LabelwiseProvider>
);

describe('the partner getting-started example', () => {
  it('server-renders a co-branded page with its styles collected', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<Page />));
      expect(html).toContain('Acme Labels');
      expect(html).toContain('href="/download"');
      expect(sheet.getStyleTags()).toMatch(/<style[^>]*data-styled/);
    } finally {
      sheet.seal();
    }
  });
});
