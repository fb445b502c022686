import type { Goal } from '../../src/core/contract/supporters';
import { fromCents, toCents } from '../../src/core/contract/common';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';
import type { Row } from '../db/tables';

/** A creator's goal: `since` is when it was set (a one-off goal counts what was raised from then). */
export type GoalRow = Row<'goals'>;

const goalQuery = query((db) =>
  db
    .selectFrom('goals')
    .select(['creator_id', 'title', 'target_cents', 'period', 'since'])
    .where('creator_id', '=', param<number>('creator')),
);
const dropGoal = query((db) => db.deleteFrom('goals').where('creator_id', '=', param<number>('creator')));
/** A new title or period starts the goal again (since: now); a new target alone keeps its start. */
const setGoal = query((db) =>
  db
    .insertInto('goals')
    .values({
      creator_id: param<number>('creator'),
      title: param<string>('title'),
      target_cents: param<number>('target'),
      period: param<GoalRow['period']>('period'),
      since: param<string>('now'),
    })
    .onConflict((conflict) =>
      conflict.column('creator_id').doUpdateSet((eb) => ({
        since: eb
          .case()
          .when(
            eb.and([
              eb('goals.title', '=', eb.ref('excluded.title')),
              eb('goals.period', '=', eb.ref('excluded.period')),
            ]),
          )
          .then(eb.ref('goals.since'))
          .else(eb.ref('excluded.since'))
          .end(),
        title: eb.ref('excluded.title'),
        target_cents: eb.ref('excluded.target_cents'),
        period: eb.ref('excluded.period'),
      })),
    ),
);

export const readGoal = (q: Sql, creatorId: number) => q.get(goalQuery, { creator: creatorId });

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
    await q.run(dropGoal, { creator: creatorId });
    return;
  }
  await q.run(setGoal, {
    creator: creatorId,
    title: goal.title,
    target: toCents(goal.target),
    period: goal.period,
    now,
  });
}
