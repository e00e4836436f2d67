// Runs the production build of production.tsx in a browser document (jsdom, from the workspace as in dom.mjs), then
// switches to German, whose catalog the app never loaded, then to French, which it loads. Prints what a visitor would see.
const { JSDOM } = await import(process.env.LABELWISE_JSDOM);
const dom = new JSDOM('<!doctype html><html lang="en"><body><div id="root"></div></body></html>', {
  url: 'https://acme.example/',
  pretendToBeVisual: true,
});
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
window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
globalThis.matchMedia ??= window.matchMedia;

const problems = [];
for (const level of ['error', 'warn']) {
  console[level] = (...args) => problems.push(`console.${level}: ${args.map(String).join(' ')}`);
}
process.on('uncaughtException', (error) => problems.push(`uncaught: ${error.message}`));
window.addEventListener('error', (event) => problems.push(`window error: ${event.message}`));

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
await import('./vite-out/app.js');
await settle();
const root = window.document.getElementById('root');
const before = root.textContent;
const pageButtons = root.querySelectorAll('nav li button').length;
const click = (name) =>
  Array.from(root.querySelectorAll('button'))
    .find((button) => button.textContent === name)
    ?.click();
click('Deutsch');
await settle();
const german = root.textContent;
click('Français');
await settle();
process.stdout.write(JSON.stringify({ problems, before, german, french: root.textContent, pageButtons }));
process.exit(0);
