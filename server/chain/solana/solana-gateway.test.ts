// @vitest-environment node
import { getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { sqliteStore } from '../../db/store';
import { sqlDb } from '../../db/sql-db';
import { addressOfSeed } from './keys';
import { solanaGatewayFromEnv } from './solana-gateway';

describe('solanaGatewayFromEnv', () => {
  it('checks the configuration at once and builds the gateway on the database it is given', async () => {
    const seed = new Uint8Array(32).fill(3);
    const keypair = [...seed, ...getBase58Encoder().encode(addressOfSeed(seed))];
    const env = {
      SOLANA_RPC_URL: 'https://rpc.example.test',
      SOLANA_HOT_WALLET_KEYPAIR: JSON.stringify(keypair),
      SOLANA_DEPOSIT_MASTER_SECRET: '01'.repeat(32),
      SOLANA_FEE_SOL_USD: '250',
    };
    expect(() => solanaGatewayFromEnv({ ...env, SOLANA_RPC_URL: undefined })).toThrow('SOLANA_RPC_URL is required');
    const sql = sqlDb(sqliteStore(openDatabase(':memory:')));
    const gateway = solanaGatewayFromEnv(env)(sql);
    expect(gateway.name).toBe('solana');
    // A deposit address needs no network: it is derived and recorded.
    const address = await gateway.newAddress();
    expect(await sql.get('SELECT address FROM solana_deposit_addresses')).toEqual({ address });
  });
});
