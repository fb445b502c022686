import { fromCents } from '../../src/core/contract/common';
import { defaultTipPresets } from '../../src/core/contract/tip-limits';
import type { CreatorSummary, Me, PublicUser, Role } from '../../src/core/contract/users';
import type { Sql } from '../db/sql';
import { caseless } from '../db/dialect';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  alias: string;
  image: string | null;
  cover_image: string | null;
  about: string;
  private_profile: number;
  subscription_amount_cents: number;
  verified: number;
  input_solana_address: string;
  is_host: number;
  is_admin: number;
  closed_at: string | null;
  /** The creator's three tip amounts, whole dollars, "3,5,10"; null until they set theirs. */
  tip_presets: string | null;
  thank_you: string;
  /** The first site the creator's widgets were seen on (the new creator's checklist), or null. */
  widget_site: string | null;
  total_posts: number;
}

/** How a creator's presets are kept in their row. */
export const writeTipPresets = (presets: readonly number[]): string => presets.join(',');
const readTipPresets = (stored: string | null): number[] =>
  stored === null ? [...defaultTipPresets] : stored.split(',').map(Number);

/** A user's posts, of `users u`, counted the one way they are. */
export const TOTAL_POSTS = `(SELECT COUNT(*) FROM posts p WHERE p.creator_id = u.id AND p.deleted_at IS NULL) AS total_posts`;

/** A user row's columns, of `users u`. */
export const USER_COLUMNS = `u.*, ${TOTAL_POSTS}`;

/** Every user read goes through this (or USER_COLUMNS), so `total_posts` is always counted the same way. */
export const USER_SELECT = `SELECT ${USER_COLUMNS} FROM users u`;

export function rolesOf(row: UserRow): Role[] {
  const roles: Role[] = ['customer'];
  if (row.subscription_amount_cents >= 100) roles.push('creator');
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

export function toPublicUser(row: UserRow): PublicUser {
  return {
    ...toCreatorSummary(row),
    cover_image: row.cover_image,
    about: row.about,
    private_profile: row.private_profile === 1,
    subscription_amount: fromCents(row.subscription_amount_cents),
    input_solana_address: row.input_solana_address,
    tip_presets: readTipPresets(row.tip_presets),
    thank_you: row.thank_you,
  };
}

export function toMe(row: UserRow, pointsCents: number): Me {
  return { ...toPublicUser(row), email: row.email, points: fromCents(pointsCents), roles: rolesOf(row) };
}

/** The id of the member whose deposit address this is (each member has their own), if any. */
export async function memberIdByDepositAddress(q: Sql, address: string): Promise<number | null> {
  const row = await q.get<{ id: number }>('SELECT id FROM users WHERE input_solana_address = ?', address);
  return row ? Number(row.id) : null;
}

/** A creator's id and deposit address by alias (any case), unless the account is closed. */
export async function openCreatorByAlias(
  q: Sql,
  alias: string,
): Promise<
  { id: number; input_solana_address: string; subscription_amount_cents: number; thank_you: string } | undefined
> {
  return q.get(
    `SELECT id, input_solana_address, subscription_amount_cents, thank_you FROM users
     WHERE alias = ?${caseless(q.engine)} AND closed_at IS NULL`,
    alias,
  );
}

/** The first site a creator's widgets were seen on; a later one never replaces it. */
export async function writeWidgetSite(q: Sql, userId: number, site: string): Promise<void> {
  await q.run('UPDATE users SET widget_site = ? WHERE id = ? AND widget_site IS NULL', site, userId);
}
