// @vitest-environment node
import { createHmac, createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newReceiptJwk, receiptKeysFrom } from './receipt-keys';
import { signReceipt, supporterId } from './sign-receipt';

const keysWith = (secret: string) => receiptKeysFrom({ keys: [newReceiptJwk()], supporterSecret: secret });
const hmacOf = (secret: string, input: string) =>
  createHmac('sha256', Buffer.from(secret, 'hex')).update(input).digest('base64url');

describe('a receipt', () => {
  it('is a compact JWS its key verifies', async () => {
    const keys = keysWith('ab'.repeat(32));
    const claims = { id: 'r1', type: 'tip', creator: 'alice', amount: 3, site: null, supporter: 's', iat: 1 } as const;
    const jws = await signReceipt(keys.signing, claims);
    const [header = '', payload = '', signature = ''] = jws.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      kid: keys.signing.kid,
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual(claims);
    const publicKey = createPublicKey({ key: keys.signing.publicJwk, format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
    // Ed25519 is deterministic: a replay's receipt is the same text.
    expect(await signReceipt(keys.signing, claims)).toBe(jws);
  });
});

describe('a supporter identifier', () => {
  it("is the HMAC of the member and the site under the server's secret, asked once or many times", () => {
    const keys = keysWith('ab'.repeat(32));
    for (let i = 0; i < 2; i += 1) {
      expect(supporterId(keys, 7, 'https://blog.example')).toBe(hmacOf('ab'.repeat(32), '7\nhttps://blog.example'));
      expect(supporterId(keys, 7, null)).toBe(hmacOf('ab'.repeat(32), '7\n'));
    }
    expect(supporterId(keys, 7, 'https://other.example')).not.toBe(supporterId(keys, 7, 'https://blog.example'));
    expect(supporterId(keys, 8, 'https://blog.example')).not.toBe(supporterId(keys, 7, 'https://blog.example'));
  });

  it('made under one secret is never given under another', () => {
    const first = keysWith('ab'.repeat(32));
    const second = keysWith('cd'.repeat(32));
    const asFirst = supporterId(first, 7, 'https://blog.example');
    expect(supporterId(second, 7, 'https://blog.example')).toBe(hmacOf('cd'.repeat(32), '7\nhttps://blog.example'));
    expect(supporterId(second, 7, 'https://blog.example')).not.toBe(asFirst);
  });

  it('stays right past the number kept', () => {
    const keys = keysWith('ab'.repeat(32));
    for (let member = 1; member <= 10_050; member += 1) supporterId(keys, member, 'https://blog.example');
    for (const member of [1, 50, 10_050])
      expect(supporterId(keys, member, 'https://blog.example')).toBe(
        hmacOf('ab'.repeat(32), `${member}\nhttps://blog.example`),
      );
  });
});
