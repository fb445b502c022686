import { Hono } from 'hono';
import { fromCents, pageQuerySchema, toCents } from '../../src/core/contract/common';
import { devDepositRequestSchema, transactionHashSchema } from '../../src/core/contract/wallet';
import { requireUser } from '../auth/principal';
import type { ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { parseWith, pathId, readJson, readQuery } from '../http/validate';
import { move, walletCents } from '../ledger/ledger';
import { toEarnings, toTransactions, transactionById, type EarningRow, type TransactionRow } from '../rows/wallet';

export function walletRoutes(product: string): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/transactions', (c) => {
    const { user } = requireUser(c);
    const { db } = c.get('ctx');
    const { limit, offset } = paging(readQuery(c, pageQuerySchema));
    const rows = db
      .prepare<[number, number, number], TransactionRow>(
        'SELECT * FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(user.id, limit, offset);
    const total =
      db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?').get(user.id)?.n ??
      0;
    return c.json({ transactions: toTransactions(db, rows), total });
  });

  app.get('/v1/customer/transaction/:id', (c) => {
    const { user } = requireUser(c);
    const { db } = c.get('ctx');
    const id = pathId(c);
    if (!db.prepare('SELECT 1 FROM transactions WHERE id = ? AND user_id = ?').get(id, user.id)) {
      throw new HttpError('not_found', 'No such transaction');
    }
    return c.json({ transaction: transactionById(db, id) });
  });

  // Credits a deposit to the caller's address once; asking again credits nothing and says so.
  app.get('/v1/customer/transaction/validate/:hash', async (c) => {
    const { user } = requireUser(c);
    const hash = parseWith(transactionHashSchema, c.req.param('hash'));
    const { db, gateway } = c.get('ctx');
    const deposit = await gateway.findDeposit(hash);
    if (!deposit) throw new HttpError('not_found', 'No transaction with this hash was found on the chain');
    if (deposit.address !== user.input_solana_address) {
      throw new HttpError('forbidden', 'This transaction was not sent to your deposit address');
    }
    // The recharge row with this hash, read inside the write transaction, is what credits a deposit once;
    // the gateway's own mark follows the commit (and is made again here if a crash skipped it).
    const outcome = db
      .transaction(() => {
        const existing = db
          .prepare<[string], { id: number }>(`SELECT id FROM transactions WHERE type = 'recharge' AND hash = ?`)
          .get(hash);
        if (deposit.creditedTo !== null || existing) {
          const unmarked = deposit.creditedTo === null;
          return {
            message: 'This transaction was already credited to your wallet',
            id: existing?.id ?? null,
            unmarked,
          };
        }
        const transferId = move(db, 'recharge', [
          { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
          { kind: 'wallet', userId: user.id, amountCents: deposit.amountCents },
        ]);
        const id = Number(
          db
            .prepare(
              `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, address, hash, created_at)
               VALUES (?, ?, 'recharge', 'in', ?, 'completed', ?, ?, ?)`,
            )
            .run(user.id, transferId, deposit.amountCents, deposit.address, hash, nowIso()).lastInsertRowid,
        );
        return {
          message: `Your wallet was credited with $${fromCents(deposit.amountCents).toFixed(2)}`,
          id,
          unmarked: true,
        };
      })
      .immediate();
    if (outcome.unmarked) await gateway.markCredited(hash, user.id);
    return c.json({
      message: outcome.message,
      ...(outcome.id !== null ? { transaction: transactionById(db, outcome.id) } : {}),
    });
  });

  app.get('/v1/customer/earnings', (c) => {
    const { user } = requireUser(c);
    const { db } = c.get('ctx');
    const { limit, offset } = paging(readQuery(c, pageQuerySchema));
    const rows = db
      .prepare<[number, number, number], EarningRow>(
        'SELECT * FROM earnings WHERE creator_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(user.id, limit, offset);
    const totals = db
      .prepare<[number], { n: number; sum: number }>(
        'SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS sum FROM earnings WHERE creator_id = ?',
      )
      .get(user.id);
    const byType = { tip: 0, subscription: 0, unlock: 0 };
    for (const row of db
      .prepare<[number], { type: keyof typeof byType; sum: number }>(
        'SELECT type, SUM(amount_cents) AS sum FROM earnings WHERE creator_id = ? GROUP BY type',
      )
      .all(user.id)) {
      if (row.type in byType) byType[row.type] = fromCents(row.sum);
    }
    return c.json({
      earnings: toEarnings(db, rows),
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
    const { db, gateway } = c.get('ctx');
    const cents =
      name === 'solana-balance' ? await gateway.pendingAt(user.input_solana_address) : walletCents(db, user.id);
    return c.json({ balance: fromCents(cents), address: user.input_solana_address });
  });

  app.post('/v1/dev/deposit', async (c) => {
    const { devDeposit } = c.get('ctx');
    if (!devDeposit) throw new HttpError('not_found', 'Not found');
    const body = await readJson(c, devDepositRequestSchema);
    return c.json({ hash: devDeposit(body.address, toCents(body.amount)) }, 201);
  });

  return app;
}
