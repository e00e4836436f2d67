// The browser half: hydrates the server's HTML (dom.mjs provides the document), then a visitor clicks.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PartnerPage } from './page.js';

const problems: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  problems.push(args.map(String).join(' '));
  consoleError(...args);
};

const container = document.getElementById('root');
if (!container) throw new Error('dom.mjs gave the page no #root element.');
await act(async () => {
  hydrateRoot(container, <PartnerPage />, { onRecoverableError: (error) => problems.push(String(error)) });
});

const before = container.querySelector('output')?.textContent ?? null;
const button = Array.from(container.querySelectorAll('button')).find(
  (element) => element.textContent === 'Jetzt herunterladen',
);
if (!button) throw new Error('The hydrated page has no download button.');
await act(async () => {
  button.click();
});

process.stdout.write(
  JSON.stringify({
    problems,
    before,
    after: container.querySelector('output')?.textContent ?? null,
    navLabel: container.querySelector('nav')?.getAttribute('aria-label') ?? null,
    styleTags: document.head.querySelectorAll('style').length,
  }),
);
