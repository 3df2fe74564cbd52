import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address behind `hops` trusted proxies (`TRUST_PROXY`, docs/security.md), read
 * the way Fastify's `trustProxy: <number>` reads it: of the socket's address and the
 * `X-Forwarded-For` entries from the right, the one `hops` steps in (the leftmost when there
 * are fewer). With 0 hops it is the socket's address, whatever the header says.
 */
export function forwardedAddress(
  socketAddress: string,
  forwardedFor: string | readonly string[] | undefined,
  hops: number,
): string {
  if (hops <= 0 || forwardedFor === undefined) return socketAddress;
  const header = typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(',');
  const chain = [
    socketAddress,
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse(),
  ];
  return chain[Math.min(hops, chain.length - 1)] ?? socketAddress;
}

/** The eight 16-bit groups of an IPv6 address (a zone id dropped), or `null`. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  if (!isIPv6(text)) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a client address is counted under by every rate limit and connection cap: an IPv4
 * address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6 address by its /64 network
 * (what one subscriber is given: rotating addresses inside it gains nothing).
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a, b, c, d, e, f, g, h] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    const ipv4 = [(g ?? 0) >> 8, (g ?? 0) & 255, (h ?? 0) >> 8, (h ?? 0) & 255].join('.');
    if (isIPv4(ipv4)) return ipv4;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Fastify's `trustProxy` for `hops` trusted proxy hops (`false` for none): the same reading
 * as `forwardedAddress` (Fastify's own number form is not in its types).
 */
export function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
