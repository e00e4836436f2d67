// Prints the library's size per entry point and the static Storybook build time. Figures, not a test.
//   own   = the entry plus the chunks it imports, as tsup ships them (ESM, unminified), gzip
//   app   = what an app pays: the entry minified with its dependencies (radix-ui, react-intl, fuse.js…)
//           bundled in and only the peers (react, react-dom, styled-components) left out, gzip
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const uiDir = path.join(root, 'packages/ui');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function timed(label, command, args, cwd) {
  const start = process.hrtime.bigint();
  execFileSync(command, args, { cwd, stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
}

/** The entry file and every chunk it statically imports, transitively. */
function moduleGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/from\s+["'](\.\/[^"']+)["']/g)) moduleGraph(path.join(path.dirname(file), match[1]), seen);
  return seen;
}

timed('tsup build', 'pnpm', ['exec', 'tsup'], uiDir);
timed('storybook build', 'pnpm', ['run', 'build-storybook'], root);

const manifest = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8'));
const entries = Object.entries(manifest.publishConfig.exports)
  .filter(([, target]) => typeof target === 'object')
  .map(([subpath, target]) => ({ subpath, file: path.join(uiDir, target.import) }));

console.log('\nentry                  own (raw)   own (gzip)   app (min+gzip)');
for (const { subpath, file } of entries) {
  const files = [...moduleGraph(file)];
  const own = Buffer.concat(files.map((f) => readFileSync(f)));
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    logLevel: 'silent',
  });
  const app = result.outputFiles[0].contents;
  console.log(
    `${`@labelwise/ui${subpath.slice(1)}`.padEnd(22)} ${kb(own.length).padStart(10)} ${kb(gzipSync(own).length).padStart(12)} ${kb(gzipSync(app).length).padStart(16)}`,
  );
}
