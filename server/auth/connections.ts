import { apiMessages } from '../../src/core/contract/api-messages';
import type { Embed } from '../../src/core/contract/embed';
import { DAY_MS, nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { named, param, query } from '../db/query';
import type { Sql, SqlDb } from '../db/sql';
import { HttpError } from '../http/http-error';
import { spentTodayCents } from '../ledger/payments';
import { toEmbed, type EmbedRow } from '../rows/embeds';
import { issueToken } from './issue-token';
import { revokeEmbed, revokeTokensOfEmbed } from './revoke';
import { challengeOf } from './tokens';

/** Ends a connected site and every token it issued, at once. */
export async function endConnection(q: Sql, embedId: number, now = nowIso()): Promise<void> {
  await q.run(revokeEmbed, { now, key: embedId });
  await q.run(revokeTokensOfEmbed, { now, key: embedId });
}

const earlierConnections = query((db) =>
  db
    .selectFrom('embeds')
    .select('id')
    .where('user_id', '=', param<number>('user'))
    .where('site', '=', param<string>('site'))
    .where('id', '!=', param<number>('id'))
    .where('redeemed_at', 'is not', null)
    .where('revoked_at', 'is', null),
);

/**
 * API.md: one live connection per member and site. The connection going live ends the site's
 * earlier ones, so two of them can never each spend the daily cap. Runs inside the caller's
 * transaction, before `incoming` is marked redeemed (a unique index holds the rule too).
 */
export async function replaceEarlierConnections(q: Sql, incoming: EmbedRow): Promise<void> {
  const earlier = await q.all(earlierConnections, { user: incoming.user_id, site: incoming.site, id: incoming.id });
  const at = nowIso();
  for (const { id } of earlier) await endConnection(q, id, at);
}

const EMBED_DAYS = 30;
const HANDOFF_MS = 5 * 60 * 1000;

const embedWithHandoff = query((db) =>
  db.selectFrom('embeds').select('id').where('handoff_id', '=', param<string>('handoff')),
);
const insertEmbed = query((db) =>
  db
    .insertInto('embeds')
    .values(named('embeds', 'user_id site daily_cap_cents handoff_id challenge expires_at created_at'))
    .returningAll(),
);
const lockedEmbedWithHandoff = query((db, engine) => {
  const read = db.selectFrom('embeds').selectAll().where('handoff_id', '=', param<string>('handoff'));
  return engine === 'postgres' ? read.forNoKeyUpdate() : read;
});
const redeemEmbed = query((db) =>
  db
    .updateTable('embeds')
    .set({ redeemed_at: param('now') })
    .where('id', '=', param<number>('id')),
);
const liveEmbedsOf = query((db) =>
  db
    .selectFrom('embeds')
    .selectAll()
    .where('user_id', '=', param<number>('user'))
    .where('revoked_at', 'is', null)
    .where('redeemed_at', 'is not', null)
    .where('expires_at', '>', param<string>('now'))
    .orderBy('id', 'desc'),
);
const liveEmbed = query((db) =>
  db
    .selectFrom('embeds')
    .select('id')
    .where('id', '=', param<number>('id'))
    .where('user_id', '=', param<number>('user'))
    .where('revoked_at', 'is', null),
);

/** A site the member approves (the /auth/connect page): its connection, waiting for the frame's redeem. */
export async function approveConnection(
  q: Sql,
  userId: number,
  request: { site: string; daily_cap: number; handoff_id: string; challenge: string },
): Promise<EmbedRow> {
  const answered = () => new HttpError('conflict', apiMessages.requestAnswered);
  if (await q.get(embedWithHandoff, { handoff: request.handoff_id })) throw answered();
  const now = new Date();
  const row = await q
    .get(insertEmbed, {
      user_id: userId,
      site: request.site,
      daily_cap_cents: request.daily_cap * 100,
      handoff_id: request.handoff_id,
      challenge: request.challenge,
      expires_at: new Date(now.getTime() + EMBED_DAYS * DAY_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .catch((error: unknown) => {
      // Answered twice at once: the handoff's unique id lets one through.
      throw isUniqueViolation(error) ? answered() : error;
    });
  if (!row) throw new Error('connection not recorded');
  return row;
}

/**
 * The frame trades its verifier for the token, once, within 5 minutes of the approval: the token and
 * its connection, or null while the member has not approved yet.
 */
export async function redeemHandoff(
  sql: SqlDb,
  request: { handoff_id: string; verifier: string },
): Promise<{ token: string; embed: Embed } | null> {
  return sql.transaction(async (tx) => {
    // Locked: two redeems at once (two instances) take turns, and the second finds it redeemed.
    const row = await tx.get(lockedEmbedWithHandoff, { handoff: request.handoff_id });
    if (!row) return null;
    if (row.redeemed_at || row.revoked_at || Date.parse(row.created_at) + HANDOFF_MS < Date.now()) {
      throw new HttpError('gone', apiMessages.requestExpired);
    }
    if (challengeOf(request.verifier) !== row.challenge) throw new HttpError('forbidden', apiMessages.verifierMismatch);
    await replaceEarlierConnections(tx, row);
    await tx.run(redeemEmbed, { now: nowIso(), id: row.id });
    return {
      token: await issueToken(tx, row.user_id, { id: row.id, expiresAt: row.expires_at }),
      embed: toEmbed(row, await spentTodayCents(tx, row.id)),
    };
  });
}

/** The member's live connections, newest first, each with what it spent today. */
export async function liveConnections(q: Sql, userId: number): Promise<Embed[]> {
  const rows = await q.all(liveEmbedsOf, { user: userId, now: nowIso() });
  const embeds = [];
  for (const row of rows) embeds.push(toEmbed(row, await spentTodayCents(q, row.id)));
  return embeds;
}

/** Ends the member's live connection @id (404 when they hold none such). */
export async function revokeConnection(q: Sql, userId: number, id: number): Promise<void> {
  const live = await q.get(liveEmbed, { id, user: userId });
  if (!live) throw new HttpError('not_found', apiMessages.noSite);
  await endConnection(q, id);
}
