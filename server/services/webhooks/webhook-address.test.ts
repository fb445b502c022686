// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkedAddress, isPublicAddress, systemResolver, type WebhookPolicy } from './webhook-address';

const production = (names: Record<string, string[]>): WebhookPolicy => ({
  httpsOnly: true,
  publicOnly: true,
  resolve: async (hostname) =>
    (names[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
});

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '::127.0.0.1',
    // IPv4 inside IPv6 in every form Node's URL may hand over: compatible (URL writes ::127.0.0.1 so),
    // translated, mapped written out in full, and local-use NAT64 (RFC 8215), refused whatever it holds.
    '::7f00:1',
    '::a9fe:a9fe',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::7f00:1',
    '64:ff9b:1::5db8:d822',
    '64:ff9b:1:ffff::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '1.1.1.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
    '::ffff:5db8:d822',
    '::ffff:0:5db8:d822',
    '64:ff9b::5db8:d822',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('a webhook URL in production', () => {
  it('must be https and resolve to public addresses only, every one of them', async () => {
    const policy = production({
      'public.test': ['93.184.216.34'],
      'loopback.test': ['127.0.0.1'],
      'mixed.test': ['93.184.216.34', '10.0.0.7'],
    });
    await expect(checkedAddress(new URL('https://public.test/hook'), policy)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(checkedAddress(new URL('http://public.test/hook'), policy)).rejects.toThrow('https');
    await expect(checkedAddress(new URL('https://loopback.test/hook'), policy)).rejects.toThrow('127.0.0.1');
    await expect(checkedAddress(new URL('https://mixed.test/hook'), policy)).rejects.toThrow('10.0.0.7');
    await expect(checkedAddress(new URL('https://unknown.test/hook'), policy)).rejects.toThrow('could not be resolved');
    await expect(checkedAddress(new URL('https://[::1]:8443/hook'), policy)).rejects.toThrow('::1');
    await expect(checkedAddress(new URL('https://169.254.169.254/latest'), policy)).rejects.toThrow('169.254');
    // URL rewrites an IPv4 written inside IPv6 in hex (::127.0.0.1 becomes ::7f00:1): still refused.
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[64:ff9b:1::10.0.0.1]',
      '[0:0:0:0:0:ffff:10.0.0.1]',
    ]) {
      await expect(checkedAddress(new URL(`https://${host}/hook`), policy)).rejects.toThrow('not a public address');
    }
    // The literal is judged as written: no resolver is asked for an address.
    await expect(checkedAddress(new URL('https://93.184.216.34/hook'), production({}))).resolves.toMatchObject({
      address: '93.184.216.34',
    });
  });

  it('resolves a name the system knows as loopback (localhost) to what it is, and refuses it', async () => {
    await expect(
      checkedAddress(new URL('https://localhost/hook'), { httpsOnly: true, publicOnly: true, resolve: systemResolver }),
    ).rejects.toThrow(/not a public address/);
  });
});
