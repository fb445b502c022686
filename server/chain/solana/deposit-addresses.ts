import { randomBytes } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { nowIso } from '../../db/database';
import { param, query } from '../../db/query';
import type { Sql } from '../../db/sql';
import { addressOfSeed, depositSeed } from './keys';

const nonceQuery = query((db) =>
  db.selectFrom('solana_deposit_addresses').select('nonce').where('address', '=', param<string>('address')),
);
const insertAddress = query((db) =>
  db.insertInto('solana_deposit_addresses').values({
    address: param<string>('address'),
    nonce: param<string>('nonce'),
    created_at: param<string>('now'),
  }),
);

/**
 * Deposit addresses, one per member, each an ordinary Ed25519 key the platform can sign with later (to
 * sweep its USDC to the hot wallet). The key's seed is HMAC(master secret, random nonce): the table keeps
 * address -> nonce only, so the database alone (a backup, a leak) spends nothing, and no per-member
 * secret is stored in any form. A createWithSeed address was rejected: it has no private key, so it
 * cannot own a token account that anyone can transfer out of.
 */
export function createDepositAddresses(sql: Sql, masterSecret: Uint8Array) {
  const nonceOf = async (address: string) => (await sql.get(nonceQuery, { address }))?.nonce;
  return {
    async newAddress(): Promise<string> {
      const nonce = randomBytes(16);
      const address = addressOfSeed(depositSeed(masterSecret, nonce));
      await sql.run(insertAddress, { address, nonce: nonce.toString('hex'), now: nowIso() });
      return address;
    },
    async isIssued(address: string): Promise<boolean> {
      return (await nonceOf(address)) !== undefined;
    },
    /** The key of an address we issued, re-derived (for a sweep); null for any other address. */
    async signerFor(address: string): Promise<KeyPairSigner | null> {
      const nonce = await nonceOf(address);
      if (nonce === undefined) return null;
      const signer = await createKeyPairSignerFromPrivateKeyBytes(depositSeed(masterSecret, Buffer.from(nonce, 'hex')));
      // A different master secret than the one the address was made with derives another key: say so.
      if (signer.address !== address)
        throw new Error(`Deposit address ${address} was not derived from this master secret`);
      return signer;
    },
  };
}
export type DepositAddresses = ReturnType<typeof createDepositAddresses>;
