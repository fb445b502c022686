import { fromCents } from '../../src/core/contract/common';
import type { Embed } from '../../src/core/contract/embed';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';
import type { Row } from '../db/tables';

/** A site connection as stored. */
export type EmbedRow = Row<'embeds'>;

const embedQuery = query((db) => db.selectFrom('embeds').selectAll().where('id', '=', param<number>('id')));

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
export const embedById = (q: Sql, id: number) => q.get(embedQuery, { id });
