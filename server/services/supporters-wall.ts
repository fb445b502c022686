import { fromCents } from '../../src/core/contract/common';
import type { Supporter } from '../../src/core/contract/supporters';
import type { Sql } from '../db/sql';
import { readSettings } from '../rows/settings';
import { latestSupports } from '../rows/supports';

/**
 * A creator's latest supporters as the public may see them (API.md): a first name and message only
 * where the reader ticked `public`, an amount only where the creator allows it in their privacy
 * settings (`supporter_amounts`). Everything else stays between the reader and the creator.
 */
export async function supportersWall(q: Sql, creatorId: number, limit: number): Promise<Supporter[]> {
  const [rows, settings] = await Promise.all([latestSupports(q, creatorId, limit), readSettings(q, creatorId)]);
  const amounts = settings.privacy.supporter_amounts === true;
  return rows.map((row) => {
    const name = row.public === 1 ? row.first_name?.trim() || null : null;
    return {
      name,
      message: name === null ? null : row.message,
      amount: amounts ? fromCents(Number(row.amount_cents)) : null,
      created_at: row.created_at,
    };
  });
}
