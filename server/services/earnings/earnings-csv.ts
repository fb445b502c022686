import { fromCents } from '../../../src/core/contract/common';
import { earningsCsvName } from '../../../src/core/contract/wallet';
import { nowIso } from '../../db/database';
import type { Sql } from '../../db/sql';
import { loadUsers } from '../../rows/load-users';
import { allEarnings } from '../../rows/wallet';
import { csvFile } from './csv';

const HEADER = ['id', 'date', 'type', 'amount', 'coin', 'site', 'from', 'from_name', 'message'] as const;

/**
 * GET /v1/customer/earnings?format=csv: every earning of the creator, for their books. The amounts are
 * the page's (the same rows, the same cents), so the file adds up to the page's `sum` and `by_type`.
 * 'from' is the payer's alias, empty for a crypto tip from a reader without an account.
 */
export async function earningsCsv(
  q: Sql,
  creator: { id: number; alias: string },
): Promise<{ name: string; body: string }> {
  const rows = await allEarnings(q, creator.id);
  const payers = await loadUsers(
    q,
    rows.map((row) => row.from_id),
  );
  const body = csvFile(
    HEADER,
    rows.map((row) => {
      const payer = row.from_id === null ? undefined : payers.get(row.from_id);
      return [
        String(row.id),
        row.created_at,
        row.type,
        fromCents(row.amount_cents).toFixed(2),
        row.coin,
        row.site ?? '',
        payer?.alias ?? '',
        payer ? `${payer.first_name} ${payer.last_name}`.trim() : '',
        row.message ?? '',
      ];
    }),
  );
  return { name: earningsCsvName(creator.alias, nowIso()), body };
}
