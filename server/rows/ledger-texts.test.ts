// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Query } from '../db/query';
import { callerQuery, CALLER_SELECT } from './callers';
import { NOTIFY_SQL, notifyQuery } from './notifications';
import { INSERT_RECEIPT, insertReceipt, UNLOCK_PAID, unlockPaid } from './receipts';
import { INSERT_SUBSCRIPTION, insertSubscription } from './subscriptions';
import { TOTAL_POSTS } from './users';
import { VISIBLE_CREATORS } from './visibility';
import { PAYMENT_EVENT, PAYMENT_EVENT_DELIVERIES, paymentEvent, paymentEventDeliveries } from './webhooks';

describe('the texts the ledger reads of the typed queries', () => {
  // The ledger runs these texts on both engines (money-calls.ts) and inside PostgreSQL's money calls
  // (postgres-money.ts), so each typed query must compile to one text for both.
  const shared: [string, Query<unknown>, string][] = [
    ['CALLER_SELECT', callerQuery, CALLER_SELECT],
    ['NOTIFY_SQL', notifyQuery, NOTIFY_SQL],
    ['INSERT_RECEIPT', insertReceipt, INSERT_RECEIPT],
    ['UNLOCK_PAID', unlockPaid, UNLOCK_PAID],
    ['INSERT_SUBSCRIPTION', insertSubscription, INSERT_SUBSCRIPTION],
    ['PAYMENT_EVENT', paymentEvent, PAYMENT_EVENT],
    ['PAYMENT_EVENT_DELIVERIES[0]', paymentEventDeliveries[0], PAYMENT_EVENT_DELIVERIES[0]],
    ['PAYMENT_EVENT_DELIVERIES[1]', paymentEventDeliveries[1], PAYMENT_EVENT_DELIVERIES[1]],
  ];
  it.each(shared)('%s is the same text on both engines', (_name, typed, text) => {
    expect(typed.textFor('sqlite')).toBe(text);
    expect(typed.textFor('postgres')).toBe(text);
  });

  it('gives the fragments whole: total_posts of `users u`, and the visible creators as a subquery', () => {
    expect(TOTAL_POSTS).toMatch(/^\(select count\(\*\) .* "p"\."creator_id" = "u"\."id" .*\) as "total_posts"$/);
    expect(VISIBLE_CREATORS).toMatch(/^select "vu"\."id" from "users" as "vu" where .*@viewer.*@now\)\)$/);
  });
});
