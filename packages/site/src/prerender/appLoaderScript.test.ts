import { describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT, deferAppScripts } from './appLoaderScript';

const head = [
  '<html lang="en-US">',
  '  <head>',
  '    <meta name="viewport" content="width=device-width">',
  '    <script src="/assets/phone-redirect-x.js" data-mobile="/mobile"></script>',
  '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/dist-B.js">',
  '    <link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin>',
  '    <link rel="modulepreload" crossorigin href="/assets/HomePage-C.js">',
  '  </head>',
  '  <body><div id="root"><a href="/">x</a></div></body>',
  '</html>',
].join('\n');

describe('deferAppScripts', () => {
  it('replaces the module script and preloads with one deferred loader tag, in order, and keeps the rest', () => {
    const html = deferAppScripts(head, '/assets/app-loader-x.js');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      '<script src="/assets/app-loader-x.js" defer data-entry="/assets/index-A.js" data-preload="/assets/dist-B.js /assets/HomePage-C.js"></script>',
    );
    expect(html).toContain('<script src="/assets/phone-redirect-x.js" data-mobile="/mobile"></script>');
    expect(html).toContain('<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html.indexOf('app-loader')).toBeLessThan(html.indexOf('</head>'));
    expect(html.slice(html.indexOf('</head>'))).toBe(head.slice(head.indexOf('</head>')));
  });

  it('leaves a page without a module script alone', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(deferAppScripts(plain, '/assets/app-loader-x.js')).toBe(plain);
  });
});

interface Added {
  tag: string;
  rel?: string;
  type?: string;
  src?: string;
  href?: string;
  crossOrigin?: string;
}

/** Runs the loader in a stand-in browser and reports what it added to the head, before and after the first frame. */
function runLoader(attrs: Record<string, string | null>, visibility: 'visible' | 'hidden' = 'visible') {
  const added: Added[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const listeners: Array<() => void> = [];
  const document = {
    currentScript: { getAttribute: (name: string) => attrs[name] ?? null },
    visibilityState: visibility,
    createElement: (tag: string) => ({ tag }) as Added,
    head: { appendChild: (el: Added) => added.push({ ...el }) },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const window = { requestAnimationFrame: (cb: () => void) => frames.push(cb) };
  const setTimeout = (cb: () => void) => timers.push(cb);
  new Function('window', 'document', 'setTimeout', APP_LOADER_SCRIPT)(window, document, setTimeout);
  const beforePaint = added.length;
  frames.forEach((f) => f());
  const inFrame = added.length;
  timers.forEach((t) => t());
  listeners.forEach((l) => l());
  return { beforePaint, inFrame, added };
}

describe('APP_LOADER_SCRIPT', () => {
  const attrs = { 'data-entry': '/assets/index-A.js', 'data-preload': '/assets/dist-B.js /assets/HomePage-C.js' };

  it('adds the preloads and the entry module once, after the first frame has painted', () => {
    const { beforePaint, inFrame, added } = runLoader(attrs);
    expect(beforePaint).toBe(0);
    expect(inFrame).toBe(0);
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/dist-B.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/HomePage-C.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A.js' },
    ]);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    const { beforePaint, added } = runLoader(attrs, 'hidden');
    expect(beforePaint).toBe(3);
    expect(added).toHaveLength(3);
  });

  it('does nothing without an entry', () => {
    expect(runLoader({ 'data-entry': null }).added).toEqual([]);
    expect(runLoader({ 'data-entry': '/assets/index-A.js', 'data-preload': null }).added).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A.js' },
    ]);
  });
});
