import { isCreatorPriceCents } from '../../src/core/contract/creator-rule';
import { fromCents } from '../../src/core/contract/common';
import { defaultTipPresets } from '../../src/core/contract/tip-limits';
import type { CreatorSummary, Me, PublicUser, Role } from '../../src/core/contract/users';
import type { ExpressionBuilder } from 'kysely';
import { caselessValue } from '../db/dialect';
import { param, query, type QueryBuilder } from '../db/query';
import type { Sql } from '../db/sql';
import type { Row, Tables } from '../db/tables';

/** A user as every read gives it: the row and its live posts, counted the one way they are (usersWithPosts). */
export type UserRow = Row<'users'> & { total_posts: number };

/** How a creator's presets are kept in their row. */
export const writeTipPresets = (presets: readonly number[]): string => presets.join(',');
const readTipPresets = (stored: string | null): number[] =>
  stored === null ? [...defaultTipPresets] : stored.split(',').map(Number);

/** A user's live posts, of `users u`, counted the one way they are (from an index alone: the migrations). */
export const totalPosts = (eb: ExpressionBuilder<Tables & { u: Tables['users'] }, 'u'>) =>
  eb
    .selectFrom('posts as p')
    .select((posts) => posts.fn.countAll<number>().as('n'))
    .whereRef('p.creator_id', '=', 'u.id')
    .where('p.deleted_at', 'is', null)
    .$asScalar()
    .as('total_posts');

/** Every user read starts here (`users u`, every column and total_posts), so UserRow is always read the same way. */
export const usersWithPosts = (db: QueryBuilder) => db.selectFrom('users as u').selectAll('u').select(totalPosts);

const depositAddressOwner = query((db) =>
  db.selectFrom('users').select('id').where('input_solana_address', '=', param<string>('address')),
);
const openCreator = query((db, engine) =>
  db
    .selectFrom('users')
    .select(['id', 'input_solana_address', 'subscription_amount_cents', 'thank_you'])
    .where('alias', '=', caselessValue(engine, param<string>('alias')))
    .where('closed_at', 'is', null),
);
const firstWidgetSite = query((db) =>
  db
    .updateTable('users')
    .set({ widget_site: param<string>('site') })
    .where('id', '=', param<number>('id'))
    .where('widget_site', 'is', null),
);

export function rolesOf(row: UserRow): Role[] {
  const roles: Role[] = ['customer'];
  if (isCreatorPriceCents(row.subscription_amount_cents)) roles.push('creator');
  if (row.is_host) roles.push('host');
  if (row.is_admin) roles.push('admin');
  return roles;
}

/** What a CreatorSummary is made of. */
export type SummaryRow = Pick<
  UserRow,
  'id' | 'alias' | 'image' | 'first_name' | 'last_name' | 'verified' | 'total_posts'
>;

export function toCreatorSummary(row: SummaryRow): CreatorSummary {
  return {
    id: row.id,
    alias: row.alias,
    image: row.image,
    first_name: row.first_name,
    last_name: row.last_name,
    verified: row.verified === 1,
    total_posts: row.total_posts,
  };
}

/**
 * The summary with the profile's fields written onto it. Not `{ ...summary, cover_image, … }`: on Node
 * 20's V8 an object literal that begins with a spread and then writes properties builds a new hidden
 * class at every call, about 1.5 µs a property: 13 µs here, a tenth of a creator lookup's CPU in the API
 * (docs/database.md, 'A spread that begins a literal'). A spread after the properties costs nothing.
 */
export function toPublicUser(row: UserRow): PublicUser {
  return Object.assign(toCreatorSummary(row), {
    cover_image: row.cover_image,
    about: row.about,
    private_profile: row.private_profile === 1,
    subscription_amount: fromCents(row.subscription_amount_cents),
    input_solana_address: row.input_solana_address,
    tip_presets: readTipPresets(row.tip_presets),
    thank_you: row.thank_you,
  });
}

export function toMe(row: UserRow, pointsCents: number): Me {
  return Object.assign(toPublicUser(row), {
    email: row.email,
    points: fromCents(pointsCents),
    roles: rolesOf(row),
  });
}

/** The id of the member whose deposit address this is (each member has their own), if any. */
export async function memberIdByDepositAddress(q: Sql, address: string): Promise<number | null> {
  const row = await q.get(depositAddressOwner, { address });
  return row ? Number(row.id) : null;
}

/** A creator's id and deposit address by alias (any case), unless the account is closed. */
export const openCreatorByAlias = (q: Sql, alias: string) => q.get(openCreator, { alias });

/** The first site a creator's widgets were seen on; a later one never replaces it. */
export async function writeWidgetSite(q: Sql, userId: number, site: string): Promise<void> {
  await q.run(firstWidgetSite, { site, id: userId });
}
