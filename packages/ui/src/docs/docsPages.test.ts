import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The documentation rules of CONTRIBUTING.md that a file read can check. */
const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const componentFolders = readdirSync(srcDir).filter(
  (entry) => /^[A-Z]/.test(entry) && statSync(path.join(srcDir, entry)).isDirectory(),
);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      return entry === '__screenshots__' || entry === 'node_modules' ? [] : filesUnder(full, pattern);
    return pattern.test(entry) ? [full] : [];
  });
}

const requiredSections = [
  '## When to use',
  '## When not to use',
  "## Do and don't",
  '## Accessibility',
  '## Content',
  '## Related components',
  '## Props',
];

describe('component documentation pages', () => {
  it.each(componentFolders)('%s has an X.mdx attached to its stories with every usage section', (folder) => {
    const file = path.join(srcDir, folder, `${folder}.mdx`);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`<Meta of={${folder}Stories} />`);
    expect(text).toContain(`import * as ${folder}Stories from './${folder}.stories';`);
    expect(requiredSections.filter((section) => !text.includes(section))).toEqual([]);
    expect(text).toMatch(/<DoDont\b/);
  });
});

describe('public documentation text', () => {
  it('never cites internal spec section numbers', () => {
    // MDX pages, stories (their descriptions and JSDoc are shown on the docs pages) and component sources (their
    // JSDoc fills the props tables and ships in the type declarations).
    const files = filesUnder(srcDir, /\.(mdx|tsx|ts)$/).filter((file) => !/\.test\.tsx?$/.test(file));
    // The package's own prose ships in the tarball, and pending changesets become CHANGELOG entries.
    const packageDir = path.resolve(srcDir, '..');
    const changesetDir = path.resolve(packageDir, '../../.changeset');
    files.push(
      ...['README.md', 'CHANGELOG.md', 'CONTRIBUTING.md'].map((name) => path.join(packageDir, name)),
      ...filesUnder(changesetDir, /\.md$/),
    );
    const offenders = files.filter((file) => /\bspec\s*§|§\s*\d/i.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});

describe('MDX pages', () => {
  it('write tables as <table> markup: Storybook compiles MDX without GitHub tables, so pipes print as text', () => {
    const pages = filesUnder(srcDir, /\.mdx$/);
    expect(pages.length).toBeGreaterThan(40);
    const withPipeTables = pages.filter((file) => /^\|.*\|\s*\n\|[\s:|-]+\|\s*$/m.test(readFileSync(file, 'utf8')));
    expect(withPipeTables.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});
