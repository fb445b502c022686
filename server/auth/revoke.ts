import { param, query } from '../db/query';

type Revocable = 'tokens' | 'embeds';
type Key<Table extends Revocable> = 'id' | 'user_id' | (Table extends 'tokens' ? 'embed_id' : never);

/**
 * Revokes at @now what is still live in `table` whose `key` is @key: one session or site connection by
 * its id, or all of a member's, or all the sessions a connection issued. One revoked before keeps its
 * first time.
 */
const revokeBy = <Table extends Revocable>(table: Table, key: Key<Table>) =>
  query((db) =>
    db
      .updateTable(table as Revocable)
      .set({ revoked_at: param<string>('now') })
      .where(key as Key<Revocable>, '=', param<number>('key'))
      .where('revoked_at', 'is', null),
  );

export const revokeToken = revokeBy('tokens', 'id');
export const revokeTokensOfUser = revokeBy('tokens', 'user_id');
export const revokeTokensOfEmbed = revokeBy('tokens', 'embed_id');
export const revokeEmbed = revokeBy('embeds', 'id');
export const revokeEmbedsOfUser = revokeBy('embeds', 'user_id');
