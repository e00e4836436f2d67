import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built site in a new temporary folder, as the site's build leaves it: each prerendered page (a body naming its
 * path) with the prerender manifest (`/de` a locale prefix, `404/index.html` the not-found page) and, when
 * `entryServer` is given, a server bundle of that source with its render kit. Remove the folder after the suite.
 */
export function fakeBuiltSite(tmpPrefix: string, pages: Record<string, string>, entryServer?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  for (const [p, f] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), `<html><body>prerendered ${p}</body></html>`);
  }
  fs.writeFileSync(
    path.join(root, 'prerender-manifest.json'),
    JSON.stringify({
      version: 1,
      pages,
      redirects: {},
      localePrefixes: ['/de'],
      spaPrefixes: [],
      notFound: { '': '404/index.html' },
    }),
  );
  if (entryServer === undefined) return root;
  fs.mkdirSync(path.join(root, 'server'));
  fs.writeFileSync(
    path.join(root, 'server/render-kit.json'),
    JSON.stringify({ version: 1, variant: 'global', origin: 'https://x' }),
  );
  fs.writeFileSync(path.join(root, 'server/entry-server.js'), entryServer);
  return root;
}
