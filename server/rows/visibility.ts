import { nowIso } from '../db/database';

/**
 * API.md 'Who sees what', the one place it is written: the creators whose posts, comments and media
 * the viewer may see. A closed account is no one's; a private profile is its own and its active
 * subscribers'. Binds `@viewer` (0 for a visitor) and `@now`, as `visibilityParams` gives them.
 */
export const VISIBLE_CREATORS = `SELECT vu.id FROM users vu WHERE vu.closed_at IS NULL AND (vu.private_profile = 0
  OR vu.id = @viewer
  OR vu.id IN (SELECT vs.creator_id FROM subscriptions vs WHERE vs.subscriber_id = @viewer AND vs.expires_at > @now))`;

/** The comments (rows of `alias`) still shown: one whose author closed the account leaves with it. */
export function byOpenAccount(alias: string): string {
  return `NOT EXISTS (SELECT 1 FROM users cu WHERE cu.id = ${alias}.user_id AND cu.closed_at IS NOT NULL)`;
}

export function visibilityParams(viewerId: number | null): { viewer: number; now: string } {
  return { viewer: viewerId ?? 0, now: nowIso() };
}
