import * as z from 'zod/mini';
import { reservedAliasList } from './reserved-aliases';
import { tipLimits } from './tip-limits';

/**
 * The contract's rules for what a widget reads before any interaction (its attributes, the creator
 * lookup, an error body, a frame's messages), in zod/mini: a host page loads these with the widgets'
 * first bytes, where the full contract in classic zod would weigh 16 KB more. The contract stays the
 * source; widget-reads.test.ts holds each of these to its contract twin, so the two cannot drift.
 * Whole numbers and string maps are plain refinements here: zod/mini's int and record types would add
 * a kilobyte for the same verdicts.
 */

/** A whole number, as a plain refinement (see above). */
export const wholeNumber = () => z.number().check(z.refine(Number.isSafeInteger));

function isStringMap(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) && Object.values(value).every((v) => typeof v === 'string')
  );
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** common.ts's moneySchema. */
export const miniMoneySchema = z
  .number()
  .check(z.nonnegative(), z.maximum(1_000_000_000), z.refine(hasAtMostTwoDecimals));

/** common.ts's urlOrPathSchema. */
const miniUrlOrPathSchema = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^(https?:\/\/|\/)/.test(value)),
);

/** common.ts's errorBodySchema. */
export const miniErrorBodySchema = z.object({
  error: z.string().check(z.minLength(1)),
  code: z.optional(z.string().check(z.minLength(1))),
  fields: z.optional(z.custom<Record<string, string>>(isStringMap)),
  price: z.optional(z.number().check(z.nonnegative())),
});

const reserved = new Set(reservedAliasList);
/** users.ts's aliasSchema, as a yes or no (the widget words its own message). */
export const miniAliasSchema = z.string().check(
  z.trim(),
  z.minLength(3),
  z.maxLength(30),
  z.regex(/^[A-Za-z0-9_.]+$/),
  z.refine((alias) => !reserved.has(alias.toLowerCase())),
);

/** money.ts's tipAmountSchema, as a yes or no. */
export const miniTipAmountSchema = z
  .number()
  .check(z.refine((value) => Number.isInteger(value) && value >= tipLimits.min && value <= tipLimits.max));

/** config.ts's themeChoiceSchema. */
export const miniThemeChoiceSchema = z.enum(['light', 'dark', 'auto']);

/** users.ts's publicUserSchema. */
export const miniPublicUserSchema = z.object({
  id: wholeNumber().check(z.positive()),
  first_name: z.string(),
  last_name: z.string(),
  alias: z.string(),
  image: z.nullable(miniUrlOrPathSchema),
  cover_image: z.nullable(miniUrlOrPathSchema),
  about: z.string(),
  private_profile: z.boolean(),
  subscription_amount: miniMoneySchema,
  verified: z.boolean(),
  total_posts: wholeNumber().check(z.nonnegative()),
  input_solana_address: z.nullable(z.string()),
});

/** common.ts's timestampSchema: an ISO 8601 date and time with its offset (a frame's `until`). */
export const miniTimestampSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/));

/** A frame's size in pixels (embed-protocol.ts). */
export const miniFrameLengthSchema = wholeNumber().check(z.minimum(0), z.maximum(4000));

/** posts.ts's creatorLookupResponseSchema: the creator a widget shows. */
export const miniCreatorLookupResponseSchema = z.object({ user: miniPublicUserSchema, is_subscribe: z.boolean() });

/**
 * The creator as the host page holds them: PublicUser without the tip presets and thank-you note, which
 * only the app's frame shows (the balance tab and its receipt) and reads with the full contract.
 */
export type WidgetCreator = z.infer<typeof miniPublicUserSchema>;
export type WidgetCreatorLookup = z.infer<typeof miniCreatorLookupResponseSchema>;
