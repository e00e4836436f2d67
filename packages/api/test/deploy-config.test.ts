/**
 * The reverse-proxy example in deploy/nginx.conf, read with a small parser of nginx's syntax (nginx itself is not
 * installed on the test machines): every proxied location reaches the upstream with the forwarding headers
 * *replaced*, a POST is never retried on another process, uploads fit; and docs/operations.md lists every
 * environment variable the server reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PKG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_DIR = path.resolve(PKG_DIR, '../..');

interface Directive {
  name: string;
  args: string[];
  block: Directive[] | null;
}

/** nginx configuration syntax: words and quoted strings, `;` ends a directive, `{ }` a block, `#` a comment. */
export function parseNginx(text: string): Directive[] {
  const tokens: string[] = [];
  const re = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < text.length && (m = re.exec(text))) {
    const value = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (value !== undefined) tokens.push(value);
  }
  if (re.lastIndex < text.length) throw new Error(`nginx: cannot read at offset ${re.lastIndex}`);
  let i = 0;
  const block = (nested: boolean): Directive[] => {
    const out: Directive[] = [];
    while (i < tokens.length) {
      if (tokens[i] === '}') {
        if (!nested) throw new Error('nginx: unexpected }');
        i++;
        return out;
      }
      const words: string[] = [];
      while (i < tokens.length && !['{', ';', '}'].includes(tokens[i]!)) words.push(tokens[i++]!);
      const end = tokens[i++];
      if (!words.length || end === undefined || end === '}')
        throw new Error(`nginx: unterminated directive ${words.join(' ')}`);
      out.push({ name: words[0]!, args: words.slice(1), block: end === '{' ? block(true) : null });
    }
    if (nested) throw new Error('nginx: missing }');
    return out;
  };
  return block(false);
}

const all = (ds: Directive[], name: string) => ds.filter((d) => d.name === name);

describe('deploy/nginx.conf', () => {
  const conf = parseNginx(fs.readFileSync(path.join(PKG_DIR, 'deploy/nginx.conf'), 'utf8'));
  const upstreams = all(conf, 'upstream');
  const servers = all(conf, 'server');
  const tls = servers.find((s) => all(s.block!, 'listen').some((l) => l.args.includes('ssl')))!;

  it('parses, and refuses broken syntax', () => {
    expect(() => parseNginx('server { listen 80; ')).toThrow('missing }');
    expect(() => parseNginx('location / { proxy_pass x }')).toThrow('unterminated');
    expect(parseNginx('a "b c" d; # x\ne { f; }')).toEqual([
      { name: 'a', args: ['b c', 'd'], block: null },
      { name: 'e', args: [], block: [{ name: 'f', args: [], block: null }] },
    ]);
  });

  it('spreads over several API processes, and every proxied location goes to that upstream', () => {
    expect(upstreams).toHaveLength(1);
    const members = all(upstreams[0]!.block!, 'server');
    expect(members.length).toBeGreaterThanOrEqual(2);
    for (const m of members) expect(m.args[0]).toMatch(/^127\.0\.0\.1:\d+$/); // matches TRUST_PROXY=127.0.0.1 in the doc
    const locations = all(tls.block!, 'location');
    expect(locations.map((l) => l.args[0])).toEqual(expect.arrayContaining(['/api-v1.0/', '/assets/', '/']));
    for (const l of locations)
      expect(all(l.block!, 'proxy_pass').map((p) => p.args[0])).toEqual([`http://${upstreams[0]!.args[0]}`]);
  });

  it('every proxied location replaces X-Forwarded-For and -Proto and keeps Host (headers are not merged into a location that sets its own)', () => {
    for (const l of all(tls.block!, 'location')) {
      const own = all(l.block!, 'proxy_set_header');
      // nginx inherits proxy_set_header only when a level sets none of its own.
      const effective = new Map(
        (own.length ? own : all(tls.block!, 'proxy_set_header')).map((d) => [d.args[0]!.toLowerCase(), d.args[1]]),
      );
      expect(effective.get('x-forwarded-for'), l.args[0]).toBe('$remote_addr');
      expect(effective.get('x-forwarded-proto'), l.args[0]).toBe('$scheme');
      expect(effective.get('host'), l.args[0]).toBe('$host');
    }
  });

  it('never resends a POST to another process; uploads fit and stream through', () => {
    const retry = all(tls.block!, 'proxy_next_upstream').flatMap((d) => d.args);
    expect(retry).not.toContain('non_idempotent');
    const size = all(tls.block!, 'client_max_body_size')[0]!.args[0]!;
    expect(Number(size.replace(/m$/, ''))).toBeGreaterThanOrEqual(5);
    const api = all(tls.block!, 'location').find((l) => l.args[0] === '/api-v1.0/')!;
    expect(all(api.block!, 'proxy_request_buffering')[0]?.args).toEqual(['off']);
    expect(all(servers.find((s) => s !== tls)!.block!, 'return')[0]!.args).toEqual([
      '301',
      'https://$host$request_uri',
    ]);
  });
});

describe('docs/operations.md', () => {
  const doc = fs.readFileSync(path.join(REPO_DIR, 'docs/operations.md'), 'utf8');
  it('has every environment variable the server reads in its configuration table', () => {
    const files = fs
      .readdirSync(path.join(PKG_DIR, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'));
    const names = new Set<string>();
    for (const f of files) {
      const text = fs.readFileSync(path.join(PKG_DIR, 'src', f), 'utf8');
      for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\bnum\('([A-Z][A-Z0-9_]+)'/g)) names.add(m[1] ?? m[2]!);
    }
    expect(names.size).toBeGreaterThan(25);
    const table = doc.split('\n').filter((l) => l.startsWith('| `'));
    const missing = [...names].filter((n) => !table.some((row) => row.includes(`\`${n}\``)));
    expect(missing).toEqual([]);
  });
  it('links the nginx example that is checked above', () => {
    expect(doc).toContain('packages/api/deploy/nginx.conf');
  });
});
