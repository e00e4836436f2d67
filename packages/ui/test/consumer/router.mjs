// Runs the production build of router.tsx in a browser document (jsdom, from the workspace as in dom.mjs), clicks
// the top bar's Printers link and prints what a visitor would see. A link the router did not take would make jsdom
// report "Not implemented: navigation" on the console, which lands in problems.
const { JSDOM } = await import(process.env.LABELWISE_JSDOM);
const dom = new JSDOM('<!doctype html><html lang="en"><body><div id="root"></div></body></html>', {
  url: 'https://acme.example/',
  pretendToBeVisual: true,
});
const { window } = dom;
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
}
for (const key of ['window', 'self', 'document', 'navigator', 'location', 'history']) {
  Object.defineProperty(globalThis, key, {
    configurable: true,
    writable: true,
    value: key === 'self' ? window : window[key],
  });
}
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.ResizeObserver ??= window.ResizeObserver;
window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
globalThis.matchMedia ??= window.matchMedia;

const problems = [];
for (const level of ['error', 'warn']) {
  console[level] = (...args) => problems.push(`console.${level}: ${args.map(String).join(' ')}`);
}
window.addEventListener('error', (event) => problems.push(`window error: ${event.message}`));

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
await import('./vite-out/router.js');
await settle();
const root = window.document.getElementById('root');
const before = root.querySelector('h1')?.textContent ?? null;
const link = Array.from(root.querySelectorAll('nav a')).find((anchor) => anchor.textContent === 'Printers');
link?.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
// React Router renders the new route in a transition: wait for it, up to two seconds.
for (let waited = 0; waited < 2000 && root.querySelector('h1')?.textContent === before; waited += 50) await settle();
process.stdout.write(
  JSON.stringify({
    problems,
    before,
    after: root.querySelector('h1')?.textContent ?? null,
    path: window.location.pathname,
    current: root.querySelector('nav a[aria-current="page"]')?.textContent ?? null,
  }),
);
process.exit(0);
