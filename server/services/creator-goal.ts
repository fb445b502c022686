import { fromCents } from '../../src/core/contract/common';
import type { CreatorGoal } from '../../src/core/contract/supporters';
import type { Sql } from '../db/sql';
import { readGoal, toGoal, type GoalRow } from '../rows/goals';
import { raisedSince } from '../rows/supports';

/** The first instant of `now`'s month, in UTC: a monthly goal starts again then. */
export function monthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** Where a goal counts from: this month for a monthly goal, since it was set for a one-off. */
export const goalCountsFrom = (goal: GoalRow, now: Date): string =>
  goal.period === 'month' ? monthStart(now) : goal.since;

/** A creator's goal with what was raised toward it and by how many supporters; null without one. */
export async function creatorGoal(q: Sql, creatorId: number, now = new Date()): Promise<CreatorGoal | null> {
  const goal = await readGoal(q, creatorId);
  if (!goal) return null;
  const { raisedCents, supporters } = await raisedSince(q, creatorId, goalCountsFrom(goal, now));
  // Written onto the goal, not spread into a new literal: rows/users.ts's toPublicUser says why.
  return Object.assign(toGoal(goal), { raised: fromCents(raisedCents), supporters });
}
