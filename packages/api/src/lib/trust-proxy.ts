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
  return entries;
}
