// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newReceiptJwk, receiptKeysFrom } from './receipt-keys';
import { receiptSettingsFromEnv } from './receipt-settings';

const secret = 'ab'.repeat(32);
const noFiles = (path: string): string => {
  throw new Error(`no file ${path}`);
};

describe('the receipts settings', () => {
  it('are absent when neither is set, and need each other', () => {
    expect(receiptSettingsFromEnv({}, noFiles)).toBeUndefined();
    expect(() => receiptSettingsFromEnv({ RECEIPT_SUPPORTER_SECRET: secret }, noFiles)).toThrow(
      'RECEIPT_SIGNING_KEYS is needed',
    );
    expect(() => receiptSettingsFromEnv({ RECEIPT_SIGNING_KEYS: '[]' }, noFiles)).toThrow(
      'RECEIPT_SUPPORTER_SECRET is needed',
    );
  });

  it('take one key or an array of them, inline or from a file, never both', () => {
    const key = newReceiptJwk();
    expect(
      receiptSettingsFromEnv({ RECEIPT_SIGNING_KEYS: JSON.stringify(key), RECEIPT_SUPPORTER_SECRET: secret }, noFiles),
    ).toEqual({ keys: [key], supporterSecret: secret });
    const files: Record<string, string> = { '/run/keys': JSON.stringify([key]), '/run/secret': `${secret}\n` };
    expect(
      receiptSettingsFromEnv(
        { RECEIPT_SIGNING_KEYS_FILE: '/run/keys', RECEIPT_SUPPORTER_SECRET_FILE: '/run/secret' },
        (path) => files[path] ?? noFiles(path),
      ),
    ).toEqual({ keys: [key], supporterSecret: secret });
    expect(() =>
      receiptSettingsFromEnv(
        { RECEIPT_SIGNING_KEYS: '[]', RECEIPT_SIGNING_KEYS_FILE: '/run/keys', RECEIPT_SUPPORTER_SECRET: secret },
        noFiles,
      ),
    ).toThrow('Set RECEIPT_SIGNING_KEYS or RECEIPT_SIGNING_KEYS_FILE, not both');
    expect(() =>
      receiptSettingsFromEnv({ RECEIPT_SIGNING_KEYS: 'not json', RECEIPT_SUPPORTER_SECRET: secret }, noFiles),
    ).toThrow('RECEIPT_SIGNING_KEYS: not JSON');
  });
});

describe('the receipt keys', () => {
  it('sign with the first and publish them all under their thumbprints', () => {
    const [first, second] = [newReceiptJwk(), newReceiptJwk()];
    const keys = receiptKeysFrom({ keys: [first, second], supporterSecret: secret });
    expect(keys.signing.kid).toBe(first?.kid);
    expect(keys.published.map((key) => key.publicJwk)).toEqual([
      { kty: 'OKP', crv: 'Ed25519', x: first?.x, kid: first?.kid, alg: 'EdDSA', use: 'sig' },
      { kty: 'OKP', crv: 'Ed25519', x: second?.x, kid: second?.kid, alg: 'EdDSA', use: 'sig' },
    ]);
    expect(JSON.stringify(keys.published.map((key) => key.publicJwk))).not.toContain(first?.d ?? '?');
  });

  it('refuse what is not an Ed25519 private key, a mismatched pair, a short secret, naming the setting', () => {
    const key = newReceiptJwk();
    const other = newReceiptJwk();
    expect(() => receiptKeysFrom({ keys: [], supporterSecret: secret })).toThrow('RECEIPT_SIGNING_KEYS');
    expect(() => receiptKeysFrom({ keys: [{ ...key, crv: 'P-256' }], supporterSecret: secret })).toThrow(
      'RECEIPT_SIGNING_KEYS: each key is an Ed25519 private JWK',
    );
    expect(() => receiptKeysFrom({ keys: [{ ...key, x: other.x }], supporterSecret: secret })).toThrow(
      'does not match',
    );
    expect(() => receiptKeysFrom({ keys: [key, key], supporterSecret: secret })).toThrow('same kid');
    expect(() => receiptKeysFrom({ keys: [key], supporterSecret: 'abcd' })).toThrow('RECEIPT_SUPPORTER_SECRET');
  });
});
