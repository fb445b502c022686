import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Finds a host name's addresses (the system's resolver, or a test's). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Where webhooks may go. Production (API.md): only https, and never to an address that is not on the
 * public internet, checked when the endpoint is registered and again at each delivery, on the address
 * the connection then uses. Development: any http(s) URL, a receiver on this machine included.
 */
export interface WebhookPolicy {
  httpsOnly: boolean;
  publicOnly: boolean;
  resolve: Resolver;
}

// Everything that is not a public unicast address (IANA's special-purpose registries): this host, the
// private and shared ranges, link-local (cloud metadata lives there), documentation, benchmarking,
// multicast, reserved, and the IPv6 counterparts. IPv4 inside IPv6 (mapped, translated, compatible,
// NAT64's well-known prefix) is judged as IPv4 (embeddedIpv4).
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215): a translator of the operator's own, which may reach private IPv4, with
  // the IPv4 at a place its prefix length says (RFC 6052), and not globally reachable: refused whole.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** An IPv6 address's eight 16-bit groups (isIP said it is one): `::` filled in, a dotted tail as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const front = groups(head);
  const back = groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * IPv4 carried in an IPv6 address, or null: mapped (::ffff:0:0/96), translated (::ffff:0:0:0/96),
 * compatible (::/96, deprecated, :: and ::1 among them) and NAT64's well-known prefix (64:ff9b::/96).
 * Judged by its groups, not its text: URL writes `[::127.0.0.1]` as `[::7f00:1]`, and an address may be
 * written out in full.
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeroUpTo = (end: number, from = 0) => g.slice(from, end).every((group) => group === 0);
  const carriesIpv4 =
    (zeroUpTo(5) && g[5] === 0xffff) ||
    (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) ||
    zeroUpTo(6) ||
    (g[0] === 0x64 && g[1] === 0xff9b && zeroUpTo(6, 2));
  if (!carriesIpv4 || g.length !== 8) return null;
  const [high, low] = [g[6]!, g[7]!];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** A public unicast address: anything else (loopback, private, link-local, reserved…) is refused. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isPublicAddress(inner);
  return !notPublic.check(address, 'ipv6');
}

export class WebhookAddressError extends Error {}

/** The URL's host as an address or a name to resolve (URL keeps an IPv6 literal in brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address to connect to for a webhook URL, checked against the policy. Every address the name
 * resolves to must pass: a name with one public and one private address could be sent to either.
 * The caller connects to this address and no other (no second lookup a rebinding DNS could answer).
 */
export async function checkedAddress(url: URL, policy: WebhookPolicy): Promise<ResolvedAddress> {
  if (policy.httpsOnly && url.protocol !== 'https:') throw new WebhookAddressError('not an https:// address');
  const host = hostOf(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new WebhookAddressError(`the name ${host} could not be resolved`);
  }
  if (policy.publicOnly) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new WebhookAddressError(`${host} resolves to ${refused.address}, not a public address`);
  }
  return addresses[0]!;
}
