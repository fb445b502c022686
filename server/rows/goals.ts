import type { Goal, GoalPeriod } from '../../src/core/contract/supporters';
import { fromCents, toCents } from '../../src/core/contract/common';
import type { Sql } from '../db/sql';

export interface GoalRow {
  creator_id: number;
  title: string;
  target_cents: number;
  period: GoalPeriod;
  /** When the goal was set: a one-off goal counts what was raised from then. */
  since: string;
}

export const readGoal = (q: Sql, creatorId: number) =>
  q.get<GoalRow>('SELECT creator_id, title, target_cents, period, since FROM goals WHERE creator_id = ?', creatorId);

export const toGoal = (row: GoalRow): Goal => ({
  title: row.title,
  target: fromCents(row.target_cents),
  period: row.period,
});

/**
 * Sets (or, with null, removes) a creator's goal. A new title or period is a new goal, counted from now;
 * a new target for the same goal keeps what was raised toward it.
 */
export async function writeGoal(q: Sql, creatorId: number, goal: Goal | null, now: string): Promise<void> {
  if (goal === null) {
    await q.run('DELETE FROM goals WHERE creator_id = ?', creatorId);
    return;
  }
  await q.run(
    `INSERT INTO goals (creator_id, title, target_cents, period, since) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (creator_id) DO UPDATE SET
       since = CASE WHEN goals.title = excluded.title AND goals.period = excluded.period THEN goals.since ELSE excluded.since END,
       title = excluded.title, target_cents = excluded.target_cents, period = excluded.period`,
    creatorId,
    goal.title,
    toCents(goal.target),
    goal.period,
    now,
  );
}
