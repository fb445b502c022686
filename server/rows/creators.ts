import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CreatorSummary } from '../../src/core/contract/users';
import type { Engine } from '../db/engine';
import { likeCaseless, privacySettingOff } from '../db/dialect';
import { param, query, type QueryBuilder } from '../db/query';
import type { Sql } from '../db/sql';
import type { Tables } from '../db/tables';
import { toCreatorSummary, usersWithPosts } from './users';
import { visibilityParams, visibleCreators } from './visibility';

type OfUsers = ExpressionBuilder<Tables & { u: Tables['users'] }, 'u'>;

const openAccount = query((db) =>
  db
    .selectFrom('users')
    .select((eb) => eb.lit(1).as('open'))
    .where('id', '=', param<number>('id'))
    .where('closed_at', 'is', null),
);

/** The account exists and is not closed. */
export const isOpenAccount = async (q: Sql, id: number): Promise<boolean> => Boolean(await q.get(openAccount, { id }));

/** `text` matches @like (a LIKE pattern, `\` escaping), without case. Raw: the builder has no ESCAPE. */
const matches = (engine: Engine, text: Expression<string>) =>
  sql<SqlBool>`${text} ${sql.raw(likeCaseless(engine))} ${param<string>('like')} escape '\\'`;

/**
 * A listed creator (open, with a price) whose alias or name holds @like, or any with @like null.
 * API.md: a member who is not searchable (their privacy settings) is in no list and no search.
 */
const listedCreator = (engine: Engine, db: QueryBuilder) => (eb: OfUsers) =>
  eb.and([
    eb('u.closed_at', 'is', null),
    eb('u.subscription_amount_cents', '>=', 100),
    eb.not(eb.exists(privacySettingOff(engine, db, eb.ref('u.id'), 'searchable'))),
    eb.or([
      // CAST: PostgreSQL must know the parameter's type to test it for NULL.
      eb(eb.cast(param<string | null>('like'), 'text'), 'is', null),
      matches(engine, eb.ref('u.alias')),
      matches(engine, eb.ref('u.first_name')),
      matches(engine, eb.ref('u.last_name')),
      matches(engine, eb(eb(eb.ref('u.first_name'), '||', ' '), '||', eb.ref('u.last_name'))),
    ]),
  ]);

const creatorsQuery = query((db, engine) =>
  usersWithPosts(db)
    .where(listedCreator(engine, db))
    .orderBy('u.verified', 'desc')
    .orderBy('u.id')
    .limit(param<number>('limit'))
    .offset(param<number>('offset')),
);
const creatorCount = query((db, engine) =>
  db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(listedCreator(engine, db)),
);

/** A page of the creators whose alias or name holds `search` (all of them without one), verified first. */
export async function creatorPage(
  q: Sql,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ creators: CreatorSummary[]; total: number }> {
  const like = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await q.all(creatorsQuery, { like, limit: page.limit, offset: page.offset });
  const total = await q.get(creatorCount, { like });
  return { creators: rows.map(toCreatorSummary), total: total?.n ?? 0 };
}

/**
 * The members on one side of @creator's subscriptions, running now: those subscribed to them, or those
 * they subscribe to; each only if the viewer may see both them and @creator (rows/visibility.ts).
 */
const connectionsQuery = (side: 'subscribers' | 'subscriptions') =>
  query((db) =>
    usersWithPosts(db)
      .where('u.id', 'in', visibleCreators(db))
      .where((eb) => eb(param<number>('creator'), 'in', visibleCreators(db)))
      .where(
        'u.id',
        'in',
        side === 'subscribers'
          ? db
              .selectFrom('subscriptions as s')
              .select('s.subscriber_id')
              .where('s.creator_id', '=', param<number>('creator'))
              .where('s.expires_at', '>', param<string>('now'))
          : db
              .selectFrom('subscriptions as s')
              .select('s.creator_id')
              .where('s.subscriber_id', '=', param<number>('creator'))
              .where('s.expires_at', '>', param<string>('now')),
      )
      .orderBy('u.verified', 'desc')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(50),
  );
const subscribersQuery = connectionsQuery('subscribers');
const subscriptionsQuery = connectionsQuery('subscriptions');

/**
 * The profile's connections tab: the member's subscribers and subscriptions (50 of each). A private
 * profile's connections are its own and its subscribers' (rows/visibility.ts); a private or closed
 * member is left out of anyone else's lists.
 */
export async function memberConnections(
  q: Sql,
  viewerId: number | null,
  memberId: number,
): Promise<{ subscribers: CreatorSummary[]; subscriptions: CreatorSummary[] }> {
  const params = visibilityParams(viewerId, { creator: memberId });
  return {
    subscribers: (await q.all(subscribersQuery, params)).map(toCreatorSummary),
    subscriptions: (await q.all(subscriptionsQuery, params)).map(toCreatorSummary),
  };
}
