import net from 'node:net';

/** proxy-addr's names for address ranges, accepted as they are by Fastify's `trustProxy`. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [addr, prefix, ...rest] = entry.split('/');
  if (rest.length || !addr) return false;
  const family = net.isIP(addr);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * A range that covers every client (`0.0.0.0/0`, `::/0`, any `/0`, or every IPv4 client as `::ffff:0:0/96`):
 * trusting it is the refused `true` written as a range.
 */
function coversEveryone(entry: string): boolean {
  const [addr, prefix] = entry.split('/');
  if (prefix === undefined || !addr) return false;
  const bits = Number(prefix);
  if (bits === 0) return true;
  if (net.isIP(addr) !== 6 || bits > 96) return false;
  // Does the range hold ::ffff:0:0/96, every IPv4 client as IPv6 sees it? Compare the first `bits` bits.
  const shift = BigInt(128 - bits);
  return toBigInt(expand(addr)) >> shift === toBigInt('0:0:0:0:0:ffff:0:0') >> shift;
}

const toBigInt = (full: string) => full.split(':').reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);

/** The full eight-group spelling of an IPv6 address (`::ffff:0:0` → `0:0:0:0:0:ffff:0:0`). */
function expand(addr: string): string {
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(addr);
  let a = addr;
  if (v4) {
    const [p, q, r, t] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    a = addr.slice(0, -v4[1]!.length) + `${((p << 8) | q).toString(16)}:${((r << 8) | t).toString(16)}`;
  }
  const [head, tail] = a.split('::');
  const h = head ? head.split(':') : [];
  const tl = tail ? tail.split(':') : [];
  const fill = a.includes('::') ? Array(8 - h.length - tl.length).fill('0') : [];
  return [...h, ...fill, ...tl].join(':');
}

/**
 * Parses `TRUST_PROXY`: a comma- or space-separated list of the reverse proxies' addresses or CIDR ranges.
 * `1`/`true` (believe every client's `X-Forwarded-For`) and hop counts are refused: with them any client that
 * reaches the server directly chooses its own address and every per-address limit disappears.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return [];
  const bad = entries.find((e) => !validEntry(e));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${bad}" is not a proxy address or CIDR range. List the reverse proxies to trust, for example ` +
        '"TRUST_PROXY=127.0.0.1,10.0.0.0/8" (or loopback, linklocal, uniquelocal); trusting every client is not offered.',
    );
  }
  const everyone = entries.find(coversEveryone);
  if (everyone !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${everyone}" covers every address, so any client could choose its own address. List the reverse ` +
        'proxies to trust, for example "TRUST_PROXY=127.0.0.1,10.0.0.0/8".',
    );
  }
  return entries;
}
