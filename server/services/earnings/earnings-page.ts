import { fromCents } from '../../../src/core/contract/common';
import type { EarningList } from '../../../src/core/contract/wallet';
import type { Sql } from '../../db/sql';
import { toEarnings, type EarningRow } from '../../rows/wallet';

/** GET /v1/customer/earnings: a page of the creator's earnings, newest first, with the totals of them all. */
export async function earningsPage(
  q: Sql,
  creatorId: number,
  page: { limit: number; offset: number },
): Promise<EarningList> {
  const rows = await q.all<EarningRow>(
    'SELECT * FROM earnings WHERE creator_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    creatorId,
    page.limit,
    page.offset,
  );
  const totals = await q.get<{ n: number; sum: number }>(
    'SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS sum FROM earnings WHERE creator_id = ?',
    creatorId,
  );
  const byType = { tip: 0, subscription: 0, renewal: 0, unlock: 0 };
  const sums = await q.all<{ type: keyof typeof byType; sum: number }>(
    'SELECT type, SUM(amount_cents) AS sum FROM earnings WHERE creator_id = ? GROUP BY type',
    creatorId,
  );
  for (const row of sums) if (row.type in byType) byType[row.type] = fromCents(row.sum);
  return {
    earnings: await toEarnings(q, rows),
    total: totals?.n ?? 0,
    sum: fromCents(totals?.sum ?? 0),
    by_type: byType,
  };
}
