import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text formats worth compressing; images other than SVG and videos are compressed already. HTML is left out: the
 * site's prerender rewrites its pages after this runs (a copy made now would be stale), and the API compresses
 * the pages it sends itself.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than the extra request headers cost. */
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside every compressible file of `dir` (build output), maximum compression. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    jobs.push(
      (async () => {
        const source = await fs.readFile(file);
        if (source.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzip(source, { level: 9 }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        files += 1;
        bytes += source.length;
        brotliBytes += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return { files, bytes, brotliBytes };
}

/**
 * Production builds ship Brotli and gzip copies of their text assets, so the API's static server sends them
 * compressed (fastify-static `preCompressed`) without compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'labelwise-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The prerender's SSR bundle is never sent to a browser.
      if (!config || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const { files, bytes, brotliBytes } = await precompressDir(outDir);
      config.logger.info(
        `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
      );
    },
  };
}
