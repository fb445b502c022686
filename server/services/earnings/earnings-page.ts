import { fromCents } from '../../../src/core/contract/common';
import type { EarningList } from '../../../src/core/contract/wallet';
import { param, query } from '../../db/query';
import type { Sql } from '../../db/sql';
import { toEarnings } from '../../rows/wallet';

const earningsOf = query((db) =>
  db
    .selectFrom('earnings')
    .selectAll()
    .where('creator_id', '=', param<number>('creator'))
    .orderBy('id', 'desc')
    .limit(param<number>('limit'))
    .offset(param<number>('offset')),
);
const totalsOf = query((db) =>
  db
    .selectFrom('earnings')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('sum'),
    ])
    .where('creator_id', '=', param<number>('creator')),
);
const sumsByType = query((db) =>
  db
    .selectFrom('earnings')
    .select((eb) => ['type', eb.fn.sum<number>('amount_cents').as('sum')])
    .where('creator_id', '=', param<number>('creator'))
    .groupBy('type'),
);

/** GET /v1/customer/earnings: a page of the creator's earnings, newest first, with the totals of them all. */
export async function earningsPage(
  q: Sql,
  creatorId: number,
  page: { limit: number; offset: number },
): Promise<EarningList> {
  const rows = await q.all(earningsOf, { creator: creatorId, ...page });
  const totals = await q.get(totalsOf, { creator: creatorId });
  const byType = { tip: 0, subscription: 0, renewal: 0, unlock: 0 };
  for (const row of await q.all(sumsByType, { creator: creatorId })) byType[row.type] = fromCents(row.sum);
  return {
    earnings: await toEarnings(q, rows),
    total: totals?.n ?? 0,
    sum: fromCents(totals?.sum ?? 0),
    by_type: byType,
  };
}
