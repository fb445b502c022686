import { fromCents } from '../../src/core/contract/common';
import type { Embed } from '../../src/core/contract/embed';
import type { Sql } from '../db/sql';

export interface EmbedRow {
  id: number;
  user_id: number;
  site: string;
  daily_cap_cents: number;
  handoff_id: string;
  challenge: string;
  redeemed_at: string | null;
  revoked_at: string | null;
  expires_at: string;
  created_at: string;
}

export function toEmbed(row: EmbedRow, spentTodayCents: number): Embed {
  return {
    id: row.id,
    site: row.site,
    daily_cap: row.daily_cap_cents / 100,
    spent_today: fromCents(spentTodayCents),
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

/** Connection @id's row, as stored. */
export const embedById = (q: Sql, id: number) => q.get<EmbedRow>('SELECT * FROM embeds WHERE id = ?', id);
