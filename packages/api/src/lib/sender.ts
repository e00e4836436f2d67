import net from 'node:net';

/**
 * The unit a flood is measured in: an IPv4 address, or the /64 of an IPv6 address (one subscriber's network, in
 * which a client can pick a new address per request). An IPv4 client seen through IPv6 (`::ffff:a.b.c.d`) is its
 * IPv4 address.
 */
export function senderOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
