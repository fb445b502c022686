// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from './client-ip';
import { noTrustedProxies, parseTrustedProxies } from './trusted-proxies';

describe('parseTrustedProxies (TRUST_PROXY)', () => {
  it('takes addresses and CIDR ranges, v4 and v6, separated by commas or spaces', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.1 fd00::/8,::1');
    for (const address of ['10.1.2.3', '::ffff:10.9.9.9', '192.0.2.1', 'fd00::5', 'fd12:3456::1', '::1']) {
      expect(trusted.has(address), address).toBe(true);
    }
    for (const address of ['11.0.0.1', '192.0.2.2', 'fe80::1', '2001:db8::1', 'not-an-ip', '']) {
      expect(trusted.has(address), address).toBe(false);
    }
    expect(parseTrustedProxies(undefined)).toBe(noTrustedProxies);
    expect(parseTrustedProxies('  ')).toBe(noTrustedProxies);
  });

  it.each(['10.0.0.0/', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', 'loadbalancer', '10.0.0', '10.0.0.0/x', '*'])(
    'refuses %j with a message naming TRUST_PROXY (a typo must not trust everyone, or no one, in silence)',
    (entry) => {
      expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(`TRUST_PROXY: "${entry}"`);
    },
  );

  it.each(['0.0.0.0/0', '::/0', '128.0.0.0/1', '2000::/3'])(
    'refuses %j: a range that wide lets any client write its own address, and so its own rate-limit key',
    (entry) => {
      expect(() => parseTrustedProxies(entry)).toThrow(`TRUST_PROXY: "${entry}" is wider than /8`);
    },
  );
});

describe('clientAddress', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8, fd00::/8');

  it.each([
    // [socket, X-Forwarded-For, the client]
    ['203.0.113.5', '198.51.100.1', '203.0.113.5'], // not from a proxy: the header is the client's own words
    ['::ffff:203.0.113.5', undefined, '203.0.113.5'],
    ['10.0.0.2', '198.51.100.1', '198.51.100.1'],
    ['10.0.0.2', 'spoofed, 1.2.3.4, 198.51.100.1', '198.51.100.1'], // the client wrote the left part
    ['10.0.0.2', '198.51.100.1, 10.0.0.9', '198.51.100.1'], // two proxies deep
    ['fd00::2', '2001:db8::7, fd00::3', '2001:db8::7'],
    ['10.0.0.2', '[2001:db8::7]:443', '2001:db8::7'],
    ['10.0.0.2', '198.51.100.1:5000', '198.51.100.1'],
    ['10.0.0.2', '198.51.100.1, garbage, 10.0.0.9', '10.0.0.9'], // nothing past a bad hop is believed
    ['10.0.0.2', '10.0.0.7, 10.0.0.9', '10.0.0.7'], // all proxies: the farthest one
    ['10.0.0.2', undefined, '10.0.0.2'],
    ['10.0.0.2', '', '10.0.0.2'],
  ])('socket %s, X-Forwarded-For %j: %s', (socket, forwardedFor, client) => {
    expect(clientAddress(socket, forwardedFor, proxies)).toBe(client);
  });

  it('believes no header when no proxy is trusted', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', noTrustedProxies)).toBe('10.0.0.2');
  });
});

describe('rateLimitKey', () => {
  it('keys IPv4 by address and IPv6 by its /64, however it is written', () => {
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5');
    const one64 = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:eeee:dddd:cccc',
      '2001:DB8:1:2:a::b',
      '2001:db8:1:2:0:0:1.2.3.4',
    ];
    expect(new Set(one64.map(rateLimitKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
