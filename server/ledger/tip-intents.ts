import { DepositRefusedError, type ChainGateway } from '../chain/chain-gateway';
import { named, param, query, type RowOf } from '../db/query';
import type { Sql, SqlDb } from '../db/sql';
import { enqueueJob, type JobHandler } from '../jobs/jobs';
import { CHAIN_CLOCK_SLACK_MS, creditDeposit } from './chain-credits';
import { LedgerError } from './ledger-error';

/** The job (one per intent, keyed by its reference) that watches a crypto tip until it is paid. */
export const WATCH_TIP_INTENT = 'tip-intent';
/** API.md: an intent is watched for 24 hours. */
export const TIP_INTENT_MS = 24 * 60 * 60 * 1000;

const intentQuery = query((db) =>
  db
    .selectFrom('tip_intents')
    .select([
      'reference',
      'creator_id',
      'address',
      'amount_cents',
      'message',
      'created_at',
      'expires_at',
      'signature',
      'received_cents',
      'site',
    ])
    .where('reference', '=', param<string>('reference')),
);

export type TipIntent = RowOf<typeof intentQuery>;

const insertIntent = query((db) =>
  db
    .insertInto('tip_intents')
    .values(named('tip_intents', 'reference creator_id address amount_cents message site created_at expires_at'))
    .onConflict((oc) => oc.column('reference').doNothing()),
);

export const tipIntentByReference = (q: Sql, reference: string) => q.get(intentQuery, { reference });

/**
 * Registers a reader's crypto tip before they pay it, with its job, in one transaction. A reference names
 * one tip: registering it again as it was (a retried request) answers the same intent; as anything else,
 * 409.
 */
export async function createTipIntent(
  sql: SqlDb,
  input: {
    creatorId: number;
    address: string;
    reference: string;
    amountCents: number;
    message: string | null;
    /** The site its widget was on; a retry keeps the first. */
    site: string | null;
  },
): Promise<TipIntent> {
  return sql.transaction(async (tx) => {
    const now = Date.now();
    await tx.run(insertIntent, {
      reference: input.reference,
      creator_id: input.creatorId,
      address: input.address,
      amount_cents: input.amountCents,
      message: input.message,
      site: input.site,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + TIP_INTENT_MS).toISOString(),
    });
    const intent = await tipIntentByReference(tx, input.reference);
    if (
      !intent ||
      Number(intent.creator_id) !== input.creatorId ||
      Number(intent.amount_cents) !== input.amountCents ||
      intent.message !== input.message
    ) {
      throw new LedgerError({ code: 'reference_taken' });
    }
    await enqueueJob(tx, WATCH_TIP_INTENT, input.reference);
    return intent;
  });
}

/**
 * Looks on the chain for the transfer that pays this intent (a handful of RPC calls: the gateway's
 * bounded lookup) and credits it to the creator; the intent as it stands after. The first transfer that
 * names the reference, reaches the creator's address and was made while the intent was open pays it;
 * one to another address, or an older one that also names it, confirms nothing.
 */
export async function checkTipIntent(sql: SqlDb, gateway: ChainGateway, intent: TipIntent): Promise<TipIntent> {
  if (intent.signature !== null || !gateway.findTransferByReference) return intent;
  const notBefore = new Date(Date.parse(intent.created_at) - CHAIN_CLOCK_SLACK_MS).toISOString();
  const found = await gateway.findTransferByReference(intent.reference, intent.address, notBefore);
  if (!found) return intent;
  try {
    const deposit = await gateway.findDeposit(found.signature);
    if (deposit) await creditDeposit(sql, gateway, deposit);
  } catch (error) {
    // What reached the address is no creditable deposit (paid to several addresses at once): support's.
    if (!(error instanceof DepositRefusedError)) throw error;
  }
  return (await tipIntentByReference(sql, intent.reference)) ?? intent;
}

/**
 * Watches one intent until it is paid or its 24 hours are over, also when the reader closed the page
 * (API.md): often at first, when a reader is paying, then less and less. The deposit watch finds the
 * same transfer at the creator's address too; whichever comes first credits it, once.
 */
export function watchTipIntentJob(sql: SqlDb, gateway: ChainGateway): JobHandler {
  return async (job) => {
    const intent = await tipIntentByReference(sql, job.key);
    if (!intent || intent.signature !== null) return { done: true };
    if (Date.now() > Date.parse(intent.expires_at)) return { done: true };
    if ((await checkTipIntent(sql, gateway, intent)).signature !== null) return { done: true };
    const age = Date.now() - Date.parse(intent.created_at);
    return { again: age < 10 * 60_000 ? 5_000 : age < 60 * 60_000 ? 30_000 : 5 * 60_000 };
  };
}
