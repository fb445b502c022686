import { Hono } from 'hono';
import { apiMessages, apiMessageTemplates } from '../../src/core/contract/api-messages';
import { fromCents, pageQuerySchema, toCents } from '../../src/core/contract/common';
import { devDepositRequestSchema, earningsQuerySchema, transactionHashSchema } from '../../src/core/contract/wallet';
import { earningsCsv } from '../services/earnings/earnings-csv';
import { earningsPage } from '../services/earnings/earnings-page';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { parseWith, pathId, readJson, readQuery } from '../http/validate';
import { creditDeposit } from '../ledger/chain-credits';
import { walletCents } from '../ledger/ledger';
import { memberIdByDepositAddress } from '../rows/users';
import { ownTransaction, transactionById, transactionPage } from '../rows/wallet';

export function walletRoutes(product: string): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/transactions', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    return c.json(await transactionPage(sql, user.id, paging(readQuery(c, pageQuerySchema))));
  });

  app.get('/v1/customer/transaction/:id', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const transaction = await ownTransaction(sql, pathId(c), user.id);
    if (!transaction) throw new HttpError('not_found', apiMessages.transactionMissing);
    return c.json({ transaction });
  });

  // Credits a deposit to the caller's address once; asking again credits nothing and says so.
  app.get('/v1/customer/transaction/validate/:hash', async (c) => {
    const { user } = requireUser(c);
    const hash = parseWith(transactionHashSchema, c.req.param('hash'));
    const { sql, gateway } = c.get('ctx');
    const deposit = await gateway.findDeposit(hash);
    if (!deposit) throw new HttpError('not_found', apiMessages.hashNotFound);
    if (deposit.address !== user.input_solana_address) {
      throw new HttpError('forbidden', apiMessages.notYourAddress);
    }
    const outcome = await creditDeposit(sql, gateway, deposit);
    if (!outcome) throw new HttpError('not_found', apiMessages.noAddressHolder);
    // A reader's crypto tip reached the creator's address: it is the creator's earning, not a recharge.
    const message =
      outcome.kind === 'tip'
        ? apiMessages.tipToYou
        : outcome.credited
          ? apiMessageTemplates.credited.write(`$${fromCents(deposit.amountCents).toFixed(2)}`)
          : apiMessages.alreadyCredited;
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
      const file = await earningsCsv(sql, user);
      return c.body(file.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'no-store',
      });
    }
    return c.json(await earningsPage(sql, user.id, paging(query)));
  });

  // solana-balance: deposits waiting at the member's address; {product}-balance: the Cuppa wallet.
  app.get('/v1/solana/:balance', async (c) => {
    const name = c.req.param('balance');
    if (name !== 'solana-balance' && name !== `${product}-balance`) {
      throw new HttpError('not_found', apiMessages.notFound);
    }
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
    if (!devDeposit) throw new HttpError('not_found', apiMessages.notFound);
    const body = await readJson(c, devDepositRequestSchema);
    if ((await memberIdByDepositAddress(sql, body.address)) === null) {
      throw new HttpError('not_found', apiMessages.noDepositMember);
    }
    return c.json({ hash: await devDeposit(body.address, toCents(body.amount)) }, 201);
  });

  return app;
}
