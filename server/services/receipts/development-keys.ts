import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { storedSecret } from '../../rows/server-secrets';
import { newReceiptJwk, receiptKeysFrom, type ReceiptKeys } from './receipt-keys';

/**
 * Development's receipt key and supporter secret: made on first start and kept in the database, so
 * receipts stay verifiable across restarts and every instance on one database signs with the same key.
 * Production configures its own (RECEIPT_SIGNING_KEYS, RECEIPT_SUPPORTER_SECRET) and never uses these.
 */
export async function developmentReceiptKeys(sql: Sql): Promise<ReceiptKeys> {
  const jwk = await storedSecret(sql, 'receipt_signing_key', () => JSON.stringify(newReceiptJwk()));
  const secret = await storedSecret(sql, 'receipt_supporter_secret', () => randomBytes(32).toString('hex'));
  return receiptKeysFrom({ keys: [JSON.parse(jwk)], supporterSecret: secret });
}
