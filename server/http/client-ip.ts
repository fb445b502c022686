import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { plainAddress, type TrustedProxies } from './trusted-proxies';

/** An X-Forwarded-For entry as an address: `[2001:db8::1]:443` and `192.0.2.1:80` lose their port. */
function forwardedAddress(entry: string): string | null {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed);
  const address = plainAddress(bracketed?.[1] ?? withPort?.[1] ?? trimmed);
  return isIP(address) === 0 ? null : address;
}

/**
 * The client's address (API.md, 'Limits'): the socket's, unless the socket is a proxy the operator
 * trusts; then X-Forwarded-For is read from the right (each proxy appends the address it was called
 * from), past every trusted proxy, to the nearest address no trusted proxy vouches for. Entries to its
 * left were written by the client and mean nothing. An entry that is not an address ends the walk at
 * the last proxy that handed it over: nothing past it can be believed.
 */
export function clientAddress(socket: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let address = plainAddress(socket);
  if (!trusted.has(address) || !forwardedFor) return address;
  const hops = forwardedFor.split(',');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = forwardedAddress(hops[index] ?? '');
    if (hop === null) return address;
    address = hop;
    if (!trusted.has(hop)) return hop;
  }
  // Every hop is a trusted proxy: the leftmost is the nearest thing to a client there is.
  return address;
}

/** The first 64 bits of an IPv6 address, as `2001:db8:0:1::/64`. */
function ipv6Network64(address: string): string {
  let text = address.toLowerCase();
  // An IPv4 tail (`::1.2.3.4`) is two more groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * What a client's requests count under: its IPv4 address, or its IPv6 /64, the block one subscriber or
 * one host is given and can walk through freely (a fresh address per request would be a fresh count).
 */
export function rateLimitKey(address: string): string {
  return isIP(address) === 6 ? ipv6Network64(address) : address;
}

/** The key of this request's client, for the per-IP rate limits, behind the proxies the operator trusts. */
export function clientIp(c: Context, trusted: TrustedProxies): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  if (!socket) return 'unknown';
  return rateLimitKey(clientAddress(socket, c.req.header('X-Forwarded-For'), trusted));
}
