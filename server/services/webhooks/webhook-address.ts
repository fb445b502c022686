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
// multicast, reserved, and the IPv6 counterparts. IPv4 inside IPv6 (mapped, NAT64) is judged as IPv4.
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

/** IPv4 carried in an IPv6 address (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
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
