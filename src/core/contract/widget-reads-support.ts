import * as z from 'zod/mini';
import { miniMoneySchema, miniTimestampSchema, wholeNumber } from './widget-reads';

/*
 * What the goal and supporters widgets read, in zod/mini like widget-reads.ts, in a file of their own:
 * they load with those widgets' code, not with every page's runtime (widget-reads.test.ts holds them to
 * their contract twins). zod/mini's classes live in the runtime's zod chunk whoever uses them, so these
 * use only what the runtime already has: times are read with widget-reads.ts's regex, as the runtime's
 * are, since zod's ISO time parser would land in every page's first load.
 */

/** supporters.ts's goalResponseSchema: a creator's goal and what was raised toward it. */
export const miniGoalResponseSchema = z.object({
  goal: z.nullable(
    z.object({
      title: z.string(),
      target: miniMoneySchema,
      period: z.enum(['month', 'once']),
      raised: miniMoneySchema,
      supporters: wholeNumber().check(z.nonnegative()),
    }),
  ),
});

const miniSupporterSchema = z.object({
  name: z.nullable(z.string()),
  message: z.nullable(z.string()),
  amount: z.nullable(miniMoneySchema),
  created_at: miniTimestampSchema,
});

/**
 * A list of supporters, each read as the contract reads one. Not zod/mini's array, which would add its
 * 0.4 KB class to what every page loads before any interaction.
 */
const miniSupporterListSchema = z.pipe(
  z.custom<unknown[]>(
    (value) => Array.isArray(value) && value.every((item) => miniSupporterSchema.safeParse(item).success),
  ),
  z.transform((items) => items.map((item) => miniSupporterSchema.parse(item))),
);

/** supporters.ts's supportersResponseSchema: the latest supporters, as the public may see them. */
export const miniSupportersResponseSchema = z.object({ supporters: miniSupporterListSchema });
