import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Proves reuse the way a partner brand would: build and pack the library, install the tarball into a
 * throwaway app outside the workspace, type-check that app strictly and server-render a branded page.
 */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiManifest = (await import('../package.json', { with: { type: 'json' } })).default;
const workDir = mkdtempSync(path.join(tmpdir(), 'labelwise-consumer-'));

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('published package', () => {
  it('installs from its tarball, type-checks and renders a branded page in a consumer app', () => {
    run('pnpm', ['run', 'build'], packageDir);
    run('pnpm', ['pack', '--pack-destination', workDir], packageDir);
    const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const devDependencies = uiManifest.devDependencies as Record<string, string>;
    writeFileSync(
      path.join(workDir, 'package.json'),
      JSON.stringify({
        name: 'partner-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@labelwise/ui': `file:./${tarball}`,
          react: devDependencies.react,
          'react-dom': devDependencies['react-dom'],
          'styled-components': devDependencies['styled-components'],
        },
        devDependencies: {
          typescript: devDependencies.typescript,
          '@types/react': devDependencies['@types/react'],
          '@types/react-dom': devDependencies['@types/react-dom'],
          '@types/node': '^20.19.0',
        },
      }),
    );
    cpSync(path.join(packageDir, 'test/consumer'), workDir, { recursive: true });
    // Outside the workspace: a plain install from the tarball and the registry (served from the local store).
    run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.auto-install-peers=true'], workDir);

    run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], workDir);
    const { html, css } = JSON.parse(run('node', ['out/app.js'], workDir)) as { html: string; css: string };

    expect(html).toContain('Jetzt herunterladen');
    expect(html).toContain('data-variant="primary"');
    // The partner's brand reaches the top bar and footer through one provider prop.
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('Acme Labels');
    expect(html).toContain('href="/de/printers"');
    expect(html).toMatch(/href="\/de\/printers"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/de\/printers"/);
    // An external menu item opens a new tab; the Ship button is English-only, so it is absent in German.
    expect(html).toMatch(/href="https:\/\/shop\.acme\.example"[^>]*target="_blank"|target="_blank"[^>]*href="https:\/\/shop\.acme\.example"/);
    expect(html).not.toContain('ship.acme.example');
    expect(html).toContain('<footer');
    // The privacy link is for en-us only (spec section 2); the copyright line keeps the spec's year.
    expect(html).not.toContain('href="/privacy"');
    expect(html).toContain('2022');
    // The brand colour (#6959CD) drives the filled button, darkened only as far as 4.5:1 contrast needs.
    expect(css.toLowerCase()).toMatch(/background:\s*#[0-9a-f]{6}/);
    expect(css).not.toContain('#409EFF');
  }, 240_000);
});
