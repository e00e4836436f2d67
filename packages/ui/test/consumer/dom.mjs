// Gives Node a browser document holding the server-rendered page, then runs the compiled client script.
// jsdom comes from the workspace (LABELWISE_JSDOM) so the throwaway app does not install it.
import { readFileSync } from 'node:fs';

const { JSDOM } = await import(process.env.LABELWISE_JSDOM);
const { html, css } = JSON.parse(readFileSync(new URL('./out/server.json', import.meta.url), 'utf8'));
const dom = new JSDOM(
  `<!doctype html><html lang="de-DE"><head>${css}</head><body><div id="root">${html}</div></body></html>`,
  {
    url: 'https://acme.example/de/printers',
    pretendToBeVisual: true,
  },
);
const { window } = dom;
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
}
for (const key of ['window', 'self', 'document', 'navigator']) {
  Object.defineProperty(globalThis, key, {
    configurable: true,
    writable: true,
    value: key === 'self' ? window : window[key],
  });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.ResizeObserver ??= window.ResizeObserver;

await import('./out/client.js');
