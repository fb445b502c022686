import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { countSchema, idSchema, moneySchema, timestampSchema, urlOrPathSchema } from './common';
import { tipPresetsAnswerSchema } from './creator-tips';
import { reservedAliasList } from './reserved-aliases';

export const roleSchema = lazySchema(() => z.enum(['customer', 'creator', 'host', 'admin']));
export type Role = z.infer<typeof roleSchema>;

/** Compared lower-case, like every alias (reserved-aliases.ts says why they are reserved). */
export const reservedAliases: ReadonlySet<string> = new Set(reservedAliasList);

/** The words of the alias and name rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const aliasMessages = {
  short: 'The alias needs at least 3 characters',
  long: 'The alias can have at most 30 characters',
  chars: 'Use only letters, digits, "_" and "."',
  reserved: 'This alias is reserved',
  taken: 'This alias is taken',
} as const;
export const nameMessages = { required: 'Enter a name', long: 'Use at most 60 characters' } as const;

export const aliasSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(3, aliasMessages.short)
    .max(30, aliasMessages.long)
    .regex(/^[A-Za-z0-9_.]+$/, aliasMessages.chars)
    .refine((alias) => !reservedAliases.has(alias.toLowerCase()), aliasMessages.reserved),
);

export const nameSchema = lazySchema(() => z.string().trim().min(1, nameMessages.required).max(60, nameMessages.long));

export const publicUserSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    first_name: z.string(),
    last_name: z.string(),
    alias: z.string(),
    image: urlOrPathSchema.nullable(),
    cover_image: urlOrPathSchema.nullable(),
    about: z.string(),
    private_profile: z.boolean(),
    subscription_amount: moneySchema,
    verified: z.boolean(),
    total_posts: countSchema,
    input_solana_address: z.string().nullable(),
    /** API.md, 'A creator's business': the amounts the tip forms offer (3, 5, 10 until the creator sets theirs). */
    tip_presets: tipPresetsAnswerSchema,
    /** Shown on a reader's receipt after a tip; empty for none. */
    thank_you: z.string(),
  }),
);
export type PublicUser = z.infer<typeof publicUserSchema>;

export const meSchema = lazySchema(() =>
  publicUserSchema.extend({
    email: z.string(),
    points: moneySchema,
    roles: z.array(roleSchema),
  }),
);
export type Me = z.infer<typeof meSchema>;

export const creatorSummarySchema = lazySchema(() =>
  publicUserSchema.pick({
    id: true,
    alias: true,
    image: true,
    first_name: true,
    last_name: true,
    verified: true,
    total_posts: true,
  }),
);
export type CreatorSummary = z.infer<typeof creatorSummarySchema>;

/**
 * A member's running subscription (API.md, 'A creator's business'): until when the period runs, whether
 * it renews then (false once cancelled: it runs to its end), and its price, the one it was bought at.
 */
export const subscriptionEntrySchema = lazySchema(() =>
  creatorSummarySchema.extend({ expires_at: timestampSchema, renews: z.boolean(), price: moneySchema }),
);
export type SubscriptionEntry = z.infer<typeof subscriptionEntrySchema>;
