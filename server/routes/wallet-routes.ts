import { Hono } from 'hono';
import { fromCents, pageQuerySchema, toCents } from '../../src/core/contract/common';
import {
  devDepositRequestSchema,
  earningsCsvName,
  earningsQuerySchema,
  transactionHashSchema,
} from '../../src/core/contract/wallet';
import { nowIso } from '../db/database';
import { earningsCsv } from '../services/earnings/earnings-csv';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { parseWith, pathId, readJson, readQuery } from '../http/validate';
import { creditDeposit } from '../ledger/chain-credits';
import { walletCents } from '../ledger/ledger';
import { memberIdByDepositAddress } from '../rows/users';
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
    const outcome = await creditDeposit(sql, gateway, deposit);
    if (!outcome) throw new HttpError('not_found', 'No member holds the address this transaction paid');
    // A reader's crypto tip reached the creator's address: it is the creator's earning, not a recharge.
    const message =
      outcome.kind === 'tip'
        ? 'This transfer is a crypto tip to you: it is in your earnings, with its reader’s note'
        : outcome.credited
          ? `Your wallet was credited with $${fromCents(deposit.amountCents).toFixed(2)}`
          : 'This transaction was already credited to your wallet';
    return c.json({
      message,
      ...(outcome.transactionId !== null ? { transaction: await transactionById(sql, outcome.transactionId) } : {}),
    });
  });

  app.get('/v1/customer/earnings', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const query = readQuery(c, earningsQuerySchema);
    if (query.format === 'csv') {
      return c.body(await earningsCsv(sql, user.id), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${earningsCsvName(user.alias, nowIso())}"`,
        'Cache-Control': 'no-store',
      });
    }
    const { limit, offset } = paging(query);
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
    const byType = { tip: 0, subscription: 0, renewal: 0, unlock: 0 };
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

  // API.md: a simulated deposit to a member's input_solana_address (the watch credits it by itself).
  app.post('/v1/dev/deposit', async (c) => {
    const { devDeposit, sql } = c.get('ctx');
    if (!devDeposit) throw new HttpError('not_found', 'Not found');
    const body = await readJson(c, devDepositRequestSchema);
    if ((await memberIdByDepositAddress(sql, body.address)) === null) {
      throw new HttpError('not_found', 'No member has this deposit address');
    }
    return c.json({ hash: await devDeposit(body.address, toCents(body.amount)) }, 201);
  });

  return app;
}
