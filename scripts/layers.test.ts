import { parseCircular, parseDependencyTree } from 'dpdm';

/**
 * Layers point one way in every package, type imports included: ESLint's import-x/no-cycle skips `import type`, and
 * a type-only cycle still ties two modules so neither can move or be read alone.
 */
describe('workspace layering', () => {
  it('has no import cycle in any package, counting type-only imports', async () => {
    const tree = await parseDependencyTree('packages/*/src/**/*.{ts,tsx}', {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: 'circular',
    });
    expect(parseCircular(tree, true).map((cycle) => cycle.join(' -> '))).toEqual([]);
  }, 120_000);
});
