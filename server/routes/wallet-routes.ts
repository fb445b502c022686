import { Hono } from 'hono';
import { fromCents, pageQuerySchema, toCents } from '../../src/core/contract/common';
import {
  devDepositRequestSchema,
  devTransferRequestSchema,
  solanaPayReferenceSchema,
  solanaTipQuerySchema,
  transactionHashSchema,
} from '../../src/core/contract/wallet';
import { requireUser } from '../auth/principal';
import type { ServerEnv } from '../route-env';
import type { ChainGateway } from '../chain/chain-gateway';
import type { DevGateway } from '../chain/dev-gateway';
import { nowIso } from '../db/database';
import { caseless } from '../db/dialect';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { parseWith, pathId, readJson, readQuery } from '../http/validate';
import { move, walletCents } from '../ledger/ledger';
import { toEarnings, toTransactions, transactionById, type EarningRow, type TransactionRow } from '../rows/wallet';

export function walletRoutes(product: string): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/transactions', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const { limit, offset } = paging(readQuery(c, pageQuerySchema));
    const rows = await sql.all<TransactionRow>(
      'SELECT * FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      user.id,
      limit,
      offset,
    );
    const total = await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?', user.id);
    return c.json({ transactions: await toTransactions(sql, rows), total: total?.n ?? 0 });
  });

  app.get('/v1/customer/transaction/:id', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const id = pathId(c);
    if (!(await sql.get('SELECT 1 AS own FROM transactions WHERE id = ? AND user_id = ?', id, user.id))) {
      throw new HttpError('not_found', 'No such transaction');
    }
    return c.json({ transaction: await transactionById(sql, id) });
  });

  // Credits a deposit to the caller's address once; asking again credits nothing and says so.
  app.get('/v1/customer/transaction/validate/:hash', async (c) => {
    const { user } = requireUser(c);
    const hash = parseWith(transactionHashSchema, c.req.param('hash'));
    const { sql, gateway } = c.get('ctx');
    const deposit = await gateway.findDeposit(hash);
    if (!deposit) throw new HttpError('not_found', 'No transaction with this hash was found on the chain');
    if (deposit.address !== user.input_solana_address) {
      throw new HttpError('forbidden', 'This transaction was not sent to your deposit address');
    }
    // The recharge row with this hash is what credits a deposit once: it is written first, before the
    // money moves, so a second validation (on any instance) waits on its unique hash and then finds it.
    // The gateway's own mark follows the commit (and is made again here if a crash skipped it).
    const outcome = await sql.transaction(async (tx) => {
      const claimed =
        deposit.creditedTo === null
          ? await tx.get<{ id: number }>(
              `INSERT INTO transactions (user_id, type, direction, amount_cents, status, address, hash, created_at)
               VALUES (?, 'recharge', 'in', ?, 'completed', ?, ?, ?)
               ON CONFLICT (hash) WHERE type = 'recharge' DO NOTHING RETURNING id`,
              user.id,
              deposit.amountCents,
              deposit.address,
              hash,
              nowIso(),
            )
          : undefined;
      if (!claimed) {
        const existing = await tx.get<{ id: number }>(
          `SELECT id FROM transactions WHERE type = 'recharge' AND hash = ?`,
          hash,
        );
        return {
          message: 'This transaction was already credited to your wallet',
          id: existing?.id ?? null,
          unmarked: deposit.creditedTo === null,
        };
      }
      const transferId = await move(tx, 'recharge', [
        { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
        { kind: 'wallet', userId: user.id, amountCents: deposit.amountCents },
      ]);
      await tx.run('UPDATE transactions SET transfer_id = ? WHERE id = ?', transferId, claimed.id);
      return {
        message: `Your wallet was credited with $${fromCents(deposit.amountCents).toFixed(2)}`,
        id: claimed.id,
        unmarked: true,
      };
    });
    if (outcome.unmarked) await gateway.markCredited(hash, user.id);
    return c.json({
      message: outcome.message,
      ...(outcome.id !== null ? { transaction: await transactionById(sql, outcome.id) } : {}),
    });
  });

  app.get('/v1/customer/earnings', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const { limit, offset } = paging(readQuery(c, pageQuerySchema));
    const rows = await sql.all<EarningRow>(
      'SELECT * FROM earnings WHERE creator_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      user.id,
      limit,
      offset,
    );
    const totals = await sql.get<{ n: number; sum: number }>(
      'SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS sum FROM earnings WHERE creator_id = ?',
      user.id,
    );
    const byType = { tip: 0, subscription: 0, unlock: 0 };
    const sums = await sql.all<{ type: keyof typeof byType; sum: number }>(
      'SELECT type, SUM(amount_cents) AS sum FROM earnings WHERE creator_id = ? GROUP BY type',
      user.id,
    );
    for (const row of sums) if (row.type in byType) byType[row.type] = fromCents(row.sum);
    return c.json({
      earnings: await toEarnings(sql, rows),
      total: totals?.n ?? 0,
      sum: fromCents(totals?.sum ?? 0),
      by_type: byType,
    });
  });

  // solana-balance: deposits waiting at the member's address; {product}-balance: the Cuppa wallet.
  app.get('/v1/solana/:balance', async (c) => {
    const name = c.req.param('balance');
    if (name !== 'solana-balance' && name !== `${product}-balance`) throw new HttpError('not_found', 'Not found');
    const { user } = requireUser(c);
    const { sql, gateway, withdrawalMinimumCents } = c.get('ctx');
    if (name === 'solana-balance') {
      const pending = await gateway.pendingAt(user.input_solana_address);
      return c.json({ balance: fromCents(pending), address: user.input_solana_address });
    }
    return c.json({
      balance: fromCents(await walletCents(sql, user.id)),
      address: user.input_solana_address,
      withdraw_minimum: fromCents(withdrawalMinimumCents),
    });
  });

  // Public (readers may be anonymous): has a transfer carrying this Solana Pay reference reached the
  // creator's address? Only a transfer to that address counts; the amount is what arrived.
  app.get('/v1/solana/tip/:reference', async (c) => {
    const { sql, gateway, tipStatusLimiter } = c.get('ctx');
    await tipStatusLimiter.check(clientIp(c));
    const reference = parseWith(solanaPayReferenceSchema, c.req.param('reference'));
    const { creator } = readQuery(c, solanaTipQuerySchema);
    const row = await sql.get<{ input_solana_address: string | null }>(
      `SELECT input_solana_address FROM users WHERE alias = ?${caseless(sql.engine)} AND closed_at IS NULL`,
      creator,
    );
    if (!row?.input_solana_address) throw new HttpError('not_found', 'No such creator');
    if (!gateway.findTransferByReference) throw new HttpError('not_found', 'This chain cannot confirm tips');
    // In the gateway's own USDC (SOLANA_USDC_MINT for the Solana gateway: one setting, read in one place).
    const found = await gateway.findTransferByReference(reference, row.input_solana_address);
    return c.json(
      found
        ? { status: 'confirmed', amount: fromCents(found.amountCents), signature: found.signature }
        : { status: 'pending' },
    );
  });

  // Development gateway only, like /v1/dev/deposit: a reader's wallet paying a Solana Pay request.
  app.post('/v1/dev/transfer', async (c) => {
    const { devDeposit, gateway } = c.get('ctx');
    if (!devDeposit || !isDevGateway(gateway)) throw new HttpError('not_found', 'Not found');
    const body = await readJson(c, devTransferRequestSchema);
    return c.json({ signature: await gateway.transfer(body.reference, body.address, toCents(body.amount)) }, 201);
  });

  app.post('/v1/dev/deposit', async (c) => {
    const { devDeposit } = c.get('ctx');
    if (!devDeposit) throw new HttpError('not_found', 'Not found');
    const body = await readJson(c, devDepositRequestSchema);
    return c.json({ hash: await devDeposit(body.address, toCents(body.amount)) }, 201);
  });

  return app;
}

const isDevGateway = (gateway: ChainGateway): gateway is DevGateway =>
  gateway.name === 'development' && 'transfer' in gateway;
