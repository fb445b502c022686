import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { countSchema, moneySchema, timestampSchema } from './common';
import { supportersLimits } from './supporter-limits';

/** API.md: a creator's goal, set with the profile PATCH (`goal`, or null for none). */
export const goalLimits = { titleMax: 80, targetMin: 1, targetMax: 1_000_000 } as const;

/** The words of the goal's rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const goalMessages = {
  titleRequired: 'Give your goal a title',
  titleLong: `A goal's title has at most ${goalLimits.titleMax} characters`,
  targetWhole: 'The target is a whole dollar amount',
  targetMin: `The target is at least $${goalLimits.targetMin}`,
  targetMax: `The target is at most $${goalLimits.targetMax}`,
} as const;

export const goalPeriods = ['month', 'once'] as const;
export type GoalPeriod = (typeof goalPeriods)[number];

/** What a creator sets: a title, a target in whole dollars, and whether it starts again each month. */
export const goalSchema = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1, goalMessages.titleRequired).max(goalLimits.titleMax, goalMessages.titleLong),
    target: z
      .number({ error: goalMessages.targetWhole })
      .refine(Number.isInteger, goalMessages.targetWhole)
      .refine((value) => value >= goalLimits.targetMin, goalMessages.targetMin)
      .refine((value) => value <= goalLimits.targetMax, goalMessages.targetMax),
    period: z.enum(goalPeriods),
  }),
);
export type Goal = z.infer<typeof goalSchema>;

/**
 * GET /v1/customer/creator/{alias}/goal: the goal with what was raised toward it (tips and subscriptions
 * this month, or since the goal was set for a one-off) and by how many supporters; null without a goal.
 */
export const creatorGoalSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    target: moneySchema,
    period: z.enum(goalPeriods),
    raised: moneySchema,
    supporters: countSchema,
  }),
);
export type CreatorGoal = z.infer<typeof creatorGoalSchema>;
export const goalResponseSchema = lazySchema(() => z.object({ goal: creatorGoalSchema.nullable() }));
export type GoalResponse = z.infer<typeof goalResponseSchema>;

export const supportersQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce
      .number<number>()
      .int()
      .min(supportersLimits.min)
      .max(supportersLimits.max)
      .default(supportersLimits.default),
  }),
);

/**
 * One support on the wall: the first name and message only when the reader chose to show them (`public`
 * on coffee and subscribe), the amount only when the creator allows it (privacy.supporter_amounts).
 */
export const supporterSchema = lazySchema(() =>
  z.object({
    name: z.string().nullable(),
    message: z.string().nullable(),
    amount: moneySchema.nullable(),
    created_at: timestampSchema,
  }),
);
export type Supporter = z.infer<typeof supporterSchema>;
export const supportersResponseSchema = lazySchema(() => z.object({ supporters: z.array(supporterSchema) }));
export type SupportersResponse = z.infer<typeof supportersResponseSchema>;
