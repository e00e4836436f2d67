import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
const shipped = files.filter(
  (file) => !/\.(test|stories)\.tsx?$/.test(file) && !file.includes(`${path.sep}test${path.sep}`),
);

const componentFolders = new Set(
  readdirSync(srcDir).filter((entry) => /^[A-Z]/.test(entry) && statSync(path.join(srcDir, entry)).isDirectory()),
);

/** Every relative module a file names: static imports and re-exports (type-only too) and dynamic `import()`. */
function relativeSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found = [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']*)'/gm)];
  return found.map((match) => match[1] as string);
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The component folder a file belongs to, or `undefined` for internal/, utils/, theme/, i18n/, docs/… */
function componentOf(file: string): string | undefined {
  const [top] = path.relative(srcDir, file).split(path.sep);
  return top !== undefined && componentFolders.has(top) ? top : undefined;
}

const importGraph = new Map(
  files.map((file) => [
    file,
    relativeSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => ({ specifier, target: resolveImport(file, specifier) }))
      .filter((edge): edge is { specifier: string; target: string } => edge.target !== undefined),
  ]),
);

/** Strongly connected groups of more than one node (Tarjan): each is at least one import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('library conventions', () => {
  it('imports styled by name (the default import breaks under Node ESM)', () => {
    const offenders = files.filter((file) =>
      /import\s+styled\b[^;]*from\s+'styled-components'/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('keeps raw hex colours in tokens only', () => {
    const offenders = shipped
      .filter((file) => !file.includes(`${path.sep}tokens${path.sep}`) && !file.endsWith('.messages.ts'))
      .filter((file) =>
        /#[0-9a-fA-F]{3,8}\b/.test(readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')),
      );
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
  it('reaches into another component only through its index (shared helpers live in internal/)', () => {
    const offenders = files.flatMap((file) =>
      (importGraph.get(file) ?? [])
        .filter(({ target }) => {
          const owner = componentOf(target);
          if (owner === undefined || owner === componentOf(file)) return false;
          // The catalog of catalogs gathers every component's message group by design.
          if (file.endsWith(path.join('i18n', 'messages', 'groups.ts')) && target.endsWith('.messages.ts'))
            return false;
          return target !== path.join(srcDir, owner, 'index.ts');
        })
        .map(({ specifier }) => `${path.relative(srcDir, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no import cycle between files, type-only imports included', () => {
    const graph = new Map([...importGraph].map(([file, edges]) => [file, edges.map(({ target }) => target)]));
    const found = cycles(graph).map((group) => group.map((file) => path.relative(srcDir, file)));
    expect(found).toEqual([]);
  });

  it('has no import cycle between component folders in shipped code', () => {
    // A folder stands for its component; a file outside component folders (internal/, utils/…) stands for itself.
    const node = (file: string) => componentOf(file) ?? path.relative(srcDir, file);
    const graph = new Map<string, string[]>();
    for (const file of shipped) {
      const targets = (importGraph.get(file) ?? [])
        .map(({ target }) => node(target))
        .filter((target) => target !== node(file));
      graph.set(node(file), [...(graph.get(node(file)) ?? []), ...targets]);
    }
    expect(cycles(graph)).toEqual([]);
  });

  it('names files after what they export: PascalCase for components, camelCase for the rest', () => {
    const companion = '(?:\\.(?:styles|messages|types|fixtures|stories|property|example))*(?:\\.test)?';
    const pascal = new RegExp(`^[A-Z][A-Za-z0-9]*${companion}\\.tsx?$`);
    const camel = new RegExp(`^[a-z][A-Za-z0-9]*${companion}\\.tsx?$`);
    const offenders = files
      .map((file) => path.relative(srcDir, file))
      // Locale catalogs are named by their locale code, which is also their public path (`messages/en-us`).
      .filter((file) => !file.startsWith(path.join('i18n', 'messages', 'locales') + path.sep))
      .filter((file) => !pascal.test(path.basename(file)) && !camel.test(path.basename(file)));
    expect(offenders).toEqual([]);
  });
});
