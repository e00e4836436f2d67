import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Library-wide rules from CONTRIBUTING.md that are cheap to check mechanically. */
const srcDir = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === '__screenshots__' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

const files = sourceFiles(srcDir);
const shipped = files.filter((file) => !/\.(test|stories)\.tsx?$/.test(file) && !file.includes(`${path.sep}test${path.sep}`));

describe('library conventions', () => {
  it('imports styled by name (the default import breaks under Node ESM)', () => {
    const offenders = files.filter((file) => /import\s+styled\b[^;]*from\s+'styled-components'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('keeps raw hex colours in tokens only', () => {
    const offenders = shipped
      .filter((file) => !file.includes(`${path.sep}tokens${path.sep}`) && !file.endsWith('.messages.ts'))
      .filter((file) => /#[0-9a-fA-F]{3,8}\b/.test(readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('draws brand text on the subtle brand tint with primaryHover, the shade that keeps 4.5:1 there', () => {
    // primaryStrong is tuned against the page surface and can fall to about 4.1:1 on primarySubtle.
    const offenders = shipped
      .filter((file) => file.endsWith('.styles.ts'))
      .flatMap((file) =>
        (
          readFileSync(file, 'utf8')
            // `${({ theme }) => theme.color.x}` → `theme.color.x`, so the braces left are the CSS rules'.
            .replace(/\$\{\(\{ theme \}\) => (theme\.[\w.]+)\}/g, '$1')
            .match(/\{[^{}]*\}/g) ?? []
        )
          .filter((rule) => /background:[^;]*primarySubtle/.test(rule) && /\bcolor:[^;]*primaryStrong/.test(rule))
          .map(() => path.relative(srcDir, file)),
      );
    expect(offenders).toEqual([]);
  });

  it('gives every component folder stories, a test and an index', () => {
    const folders = readdirSync(srcDir).filter(
      (entry) => /^[A-Z]/.test(entry) && statSync(path.join(srcDir, entry)).isDirectory(),
    );
    const missing = folders.flatMap((folder) => {
      const entries = readdirSync(path.join(srcDir, folder));
      return [`${folder}.stories.tsx`, 'index.ts']
        .filter((file) => !entries.includes(file))
        .concat(entries.some((file) => /\.test\.tsx?$/.test(file)) ? [] : ['*.test.ts(x)'])
        .map((file) => `${folder}/${file}`);
    });
    expect(missing).toEqual([]);
  });

  it('prefixes library errors with [labelwise/ui: Component]', () => {
    const offenders = shipped.filter((file) =>
      /throw new Error\((?!\s*`\[labelwise\/ui: )(?!\s*'\[labelwise\/ui: )/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});
