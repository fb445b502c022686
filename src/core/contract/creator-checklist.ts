import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A new creator's first steps, in the order the checklist shows them (SPEC.md: home and settings). */
export const checklistSteps = ['price', 'picture', 'about', 'snippet', 'first_post'] as const;
export type ChecklistStep = (typeof checklistSteps)[number];

/**
 * GET /v1/creator/checklist: which steps the data says are done (never a click: a price of $1 or more,
 * a picture, an about text, the widgets seen on a site, a post), and that site's origin once seen.
 */
export const checklistResponseSchema = lazySchema(() =>
  z.object({
    checklist: z.object({
      done: z.object({
        price: z.boolean(),
        picture: z.boolean(),
        about: z.boolean(),
        snippet: z.boolean(),
        first_post: z.boolean(),
      }),
      site: z.string().nullable(),
    }),
  }),
);
export type Checklist = z.infer<typeof checklistResponseSchema>['checklist'];
