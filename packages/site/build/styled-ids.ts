import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && typeof (v as Node).type === 'string';

/** Local names bound to styled-components' `styled` (named or default import). */
function styledBindings(program: Node): Set<string> {
  const names = new Set<string>();
  for (const stmt of (program.body as Node[]) ?? []) {
    if (stmt.type !== 'ImportDeclaration' || (stmt.source as { value?: unknown }).value !== 'styled-components')
      continue;
    for (const spec of (stmt.specifiers as Node[]) ?? []) {
      const local = (spec.local as { name?: string }).name;
      const imported = spec.imported as { name?: string; value?: string } | undefined;
      if (!local) continue;
      if (spec.type === 'ImportDefaultSpecifier') names.add(local);
      if (spec.type === 'ImportSpecifier' && (imported?.name ?? imported?.value) === 'styled') names.add(local);
    }
  }
  return names;
}

/**
 * The `styled.div` / `styled(Comp)` expression at the root of a tag, looking through `.attrs(...)` and
 * `.withConfig(...)` chains; null when the tag is not a styled-components factory.
 */
function styledBase(tag: Node, names: Set<string>): Node | null {
  let node: Node = tag;
  for (;;) {
    if (node.type === 'MemberExpression') {
      const object = node.object as Node;
      if (object.type === 'Identifier' && names.has(object.name as string) && !node.computed) return node;
      return null;
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      if (callee.type === 'Identifier' && names.has(callee.name as string)) return node;
      if (callee.type === 'MemberExpression' && !callee.computed) {
        const prop = (callee.property as { name?: string }).name;
        if (prop === 'attrs' || prop === 'withConfig') {
          node = callee.object as Node;
          continue;
        }
      }
      return null;
    }
    return null;
  }
}

function collect(node: unknown, names: Set<string>, out: Node[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, names, out);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'TaggedTemplateExpression') {
    const base = styledBase(node.tag as Node, names);
    if (base) out.push(base);
  }
  for (const [key, child] of Object.entries(node))
    if (key !== 'type' && child && typeof child === 'object') collect(child, names, out);
}

/** `sc-` + a short hash of the file (relative to the repository) and the component's ordinal in it. */
export function styledComponentId(relativeFile: string, ordinal: number): string {
  return `sc-${createHash('sha256').update(`${relativeFile}#${ordinal}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;
}

/**
 * Gives every styled component a componentId derived from its file and position.
 *
 * styled-components otherwise numbers components in the order their modules are evaluated, and that order
 * differs between the prerender (one Node process that loads every page module) and a browser that loads the
 * entry plus one page chunk. Different ids mean different class names, so the prerendered markup and styles
 * would not match the hydrating client. With ids fixed at build time both sides produce the same classes.
 * (This is what babel-plugin-styled-components' `ssr` option does; the Vite 8 toolchain has no Babel pass.)
 */
export function styledIds(repoRoot: string): Plugin {
  return {
    name: 'labelwise-styled-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !code.includes('styled-components'))
        return null;
      const program = this.parse(code) as unknown as Node;
      const names = styledBindings(program);
      if (names.size === 0) return null;
      const bases: Node[] = [];
      collect(program, names, bases);
      if (bases.length === 0) return null;
      const relative = path.relative(repoRoot, file).split(path.sep).join('/');
      const sorted = [...bases].sort((a, b) => a.start - b.start);
      const ids = new Map(sorted.map((b, i) => [b, styledComponentId(relative, i)]));
      let out = code;
      for (const base of [...sorted].reverse()) {
        out = `${out.slice(0, base.end)}.withConfig({componentId:${JSON.stringify(ids.get(base))}})${out.slice(base.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
