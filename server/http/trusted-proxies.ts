import { BlockList, isIP } from 'node:net';

/** The proxies whose X-Forwarded-For the API believes (TRUST_PROXY): addresses and CIDR ranges, v4 and v6. */
export interface TrustedProxies {
  /** The setting as written, for the operator's eyes; '' when none is trusted. */
  readonly text: string;
  has(address: string): boolean;
}

const MIN_PREFIX = 8;

export const noTrustedProxies: TrustedProxies = { text: '', has: () => false };

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) as the IPv4 address it is; zone ids dropped. */
export function plainAddress(address: string): string {
  const unzoned = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(unzoned);
  return mapped?.[1] ?? unzoned;
}

/**
 * Reads TRUST_PROXY: addresses or CIDR ranges separated by commas or spaces ("10.0.0.0/8, ::1").
 * Anything else throws a message naming the setting and the entry, so a typo never trusts nothing
 * (every reader keyed on the load balancer) or everything (any client choosing its own key) in silence.
 */
export function parseTrustedProxies(text: string | undefined, setting = 'TRUST_PROXY'): TrustedProxies {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return noTrustedProxies;
  const list = new BlockList();
  for (const entry of entries) {
    const [written = '', prefixText, extra] = entry.split('/');
    const address = plainAddress(written);
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? bits : Number(prefixText);
    const prefixOk = prefixText === undefined || (/^\d{1,3}$/.test(prefixText) && prefix <= bits);
    if (version === 0 || extra !== undefined || !prefixOk) {
      throw new Error(`${setting}: "${entry}" is not an IP address or a CIDR range (such as 10.0.0.0/8 or fd00::/8)`);
    }
    // A load balancer's range is /8 at the widest (10.0.0.0/8, fd00::/8); a wider one (0.0.0.0/0) takes
    // in the internet, whose every client would name its own address, and so its own rate-limit key.
    if (prefix < MIN_PREFIX) {
      throw new Error(
        `${setting}: "${entry}" is wider than /${MIN_PREFIX}: name the load balancers' addresses or ranges`,
      );
    }
    list.addSubnet(address, prefix, version === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    text: entries.join(', '),
    has(address) {
      const plain = plainAddress(address);
      const version = isIP(plain);
      return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
