import { isCreatorPriceCents } from '../../../src/core/contract/creator-rule';
import { readDatabaseNow } from '../../db/database-clock';
import type { SqlDb, SqlTx } from '../../db/sql';
import { completeJob, type Job, type JobHandler } from '../../jobs/jobs';
import { lockWallet } from '../../ledger/ledger';
import { LedgerError } from '../../ledger/ledger-error';
import { payRenewal } from '../../ledger/renewals';
import { userById } from '../../rows/load-users';
import {
  dueRenewalJobs,
  endSubscription,
  extendSubscription,
  periodEnd,
  runningSubscription,
  subscriberOf,
  subscriptionForRenewal,
  subscriptionOrigin,
  type SubscriptionRow,
} from '../../rows/subscriptions';
import type { ReceiptKeys } from '../receipts/receipt-keys';
import { renewalRecorded, type EndReason } from './renewal-recorded';

/** The job (one, key 'all') that finds subscriptions at the end of their period. */
export const RENEWAL_SWEEP = 'renewal-sweep';

/**
 * Every `everyMs`, a renewal job for each subscription whose period has run out (dueRenewalJobs): the
 * subscriptions are the record of what is due, so a renewal missed while every instance was down is
 * found at the next look.
 */
export function renewalSweepJob(sql: SqlDb, options: { everyMs: number; poke: () => void }): JobHandler {
  return async () => {
    if ((await sql.run(dueRenewalJobs)) > 0) options.poke();
    return { again: options.everyMs };
  };
}

/**
 * Renews one subscription for one period (kind RENEW_SUBSCRIPTION, key '<subscription id>:<period>': dueRenewalJobs), or ends it:
 * cancelled, unpaid, or its creator gone. Exactly once per period, whichever instance runs it and
 * however often: the money move, the new end (written only if the period is still the one before:
 * another run that got there first leaves nothing to do) and the job's completion are one transaction,
 * so a crash before the commit leaves the period to the next run, and after it, nothing to redo.
 */
export function renewSubscriptionJob(sql: SqlDb, keys: ReceiptKeys, poke: () => void): JobHandler {
  return async (job) => {
    const run = await sql.transaction((tx) => renewOrEnd(tx, keys, job));
    if ('again' in run) return run;
    if (run.webhooks) poke();
    return { done: true };
  };
}

/**
 * The subscription's row, locked after its member's wallet (PostgreSQL), as every money call holds the
 * wallet first. A subscribe call holds the wallet from its check for a running subscription to its
 * commit (postgres-money.ts): a renewal that looked for a newer subscription before holding the wallet
 * could miss one committed in between and charge the member for both.
 */
async function lockedSubscription(tx: SqlTx, id: number): Promise<SubscriptionRow | undefined> {
  const memberId = tx.engine === 'postgres' ? await subscriberOf(tx, id) : undefined;
  if (memberId !== undefined) await lockWallet(tx, memberId);
  return subscriptionForRenewal(tx, id);
}

async function renewOrEnd(tx: SqlTx, keys: ReceiptKeys, job: Job): Promise<{ again: number } | { webhooks: boolean }> {
  const [id, period] = job.key.split(':').map(Number);
  // The database's clock, as the sweep's that found it due: this instance's may be off by hours, and
  // would then renew a period late (or early), and date what it writes by a clock no other instance keeps.
  const now = new Date(await readDatabaseNow(tx)).toISOString();
  const sub = id === undefined ? undefined : await lockedSubscription(tx, id);
  // This period's job, run before the period is over (made by an older instance's sweep, on its own
  // clock): it stays open and runs again at the end, for the sweep never makes a second job for a period.
  if (sub && sub.ended_at === null && Number(sub.period) + 1 === period && sub.expires_at > now) {
    return { again: Math.max(1, Date.parse(sub.expires_at) - Date.parse(now)) };
  }
  await completeJob(tx, job);
  return { webhooks: sub ? await renewDue(tx, keys, sub, Number(period), now) : false };
}

async function renewDue(
  tx: SqlTx,
  keys: ReceiptKeys,
  sub: SubscriptionRow,
  period: number,
  now: string,
): Promise<boolean> {
  // Renewed already, or ended: nothing to do for this period.
  if (sub.ended_at !== null || Number(sub.period) + 1 !== period) return false;
  const member = await userById(tx, sub.subscriber_id);
  if (!member) return false;
  // Subscribed again meanwhile (between this period's end and this run): the new subscription is the one.
  // The member's wallet is held (lockedSubscription), so a subscribe call still running has finished.
  const again = await runningSubscription(tx, sub.subscriber_id, sub.creator_id, now);
  if (again && again.id !== sub.id) {
    await endSubscription(tx, sub.id, now);
    return false;
  }
  const creator = await userById(tx, sub.creator_id);
  const origin = await subscriptionOrigin(tx, sub);
  const amountCents = Number(sub.price_cents);
  const end = async (reason: EndReason) => {
    await endSubscription(tx, sub.id, now);
    return creator
      ? renewalRecorded(tx, keys, { member, creator, amountCents, origin, outcome: 'ended', reason, endedAt: now })
      : false;
  };
  if (Number(sub.renews) !== 1 || member.closed_at !== null) return end('cancelled');
  if (!creator || creator.closed_at !== null || !isCreatorPriceCents(creator.subscription_amount_cents))
    return end('creator_gone');
  try {
    await tx.savepoint(() =>
      payRenewal(tx, { memberId: member.id, creatorId: creator.id, amountCents, public: origin.public, at: now }),
    );
  } catch (error) {
    if (error instanceof LedgerError && error.refusal.code === 'insufficient_balance') return end('unpaid');
    throw error;
  }
  // The next period follows this one; a late run (every instance was down for longer than a period)
  // starts it now instead: nobody pays for days they did not get.
  const next = periodEnd(sub.expires_at);
  const expiresAt = next > now ? next : periodEnd(now);
  if ((await extendSubscription(tx, sub, expiresAt)) !== 1)
    throw new Error(`subscription ${sub.id} changed mid-renewal`);
  return renewalRecorded(tx, keys, {
    member,
    creator,
    amountCents,
    origin,
    outcome: 'renewed',
    expiresAt,
    period,
  });
}
