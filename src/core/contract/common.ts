import { z } from 'zod';
import { lazySchema } from './lazy-schema';

// The codes live apart from zod, for the widgets' lean path (widget-reads.ts); the contract names them here.
export { apiErrorCodes, errorStatus, isErrorCode, type ErrorCode } from './error-codes';

export const errorBodySchema = lazySchema(() =>
  z.object({
    error: z.string().min(1),
    code: z.string().min(1).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    /** With 409 price_changed: the price now, in dollars. */
    price: z.number().nonnegative().optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

const CENTS = 100;

/** Dollars to integer cents; only exact 2-decimal values are accepted, so no float ever reaches a balance. */
export function toCents(dollars: number): number {
  const cents = Math.round(dollars * CENTS);
  if (!Number.isFinite(dollars) || Math.abs(cents - dollars * CENTS) > 1e-6) {
    throw new RangeError(`${dollars} is not a dollar amount with at most 2 decimals`);
  }
  return cents;
}

export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  return cents / CENTS;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * CENTS) - value * CENTS) < 1e-6;
}

/**
 * The words of the money rules. The API answers with them; forms find their translations through them
 * (core/i18n/issue-key.ts), so each rule and its text are written once.
 */
export const moneyMessages = {
  required: 'Enter an amount',
  negative: 'The amount cannot be negative',
  tooLarge: 'The amount is too large',
  decimals: 'Use at most 2 decimals',
  positive: 'The amount must be more than $0',
} as const;

/** A US-dollar amount: a JSON number, never negative, at most 2 decimals. */
export const moneySchema = lazySchema(() =>
  z
    .number({ error: moneyMessages.required })
    .nonnegative(moneyMessages.negative)
    .max(1_000_000_000, moneyMessages.tooLarge)
    .refine(hasAtMostTwoDecimals, moneyMessages.decimals),
);

export const positiveMoneySchema = lazySchema(() => moneySchema.refine((value) => value > 0, moneyMessages.positive));

export const idSchema = lazySchema(() => z.number().int().positive());
export const timestampSchema = lazySchema(() => z.iso.datetime({ offset: true }));
/** How many of something: a whole number, never negative (a list's total, the unread, a post's likes). */
export const countSchema = lazySchema(() => z.number().int().nonnegative());

/** API.md's paged answer: one page of the items, under the list's name, and how many there are in all. */
export function pagedListSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), total: countSchema } as Record<K, z.ZodArray<T>> & {
    total: typeof countSchema;
  };
  return z.object(shape);
}
export const coinSchema = lazySchema(() => z.literal('solana'));
export const urlOrPathSchema = lazySchema(() =>
  z
    .string()
    .max(2048)
    .refine((value) => /^(https?:\/\/|\/)/.test(value), 'must be an http(s) URL or an absolute path'),
);

/** Query strings arrive as text; these coerce them. */
export const pageQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number<number>().int().min(1).max(50).default(10),
  }),
);
export type PageQuery = z.input<typeof pageQuerySchema>;

export const booleanQuerySchema = lazySchema(() =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((value) => value === true || value === 'true' || value === '1'),
);

export const okSchema = lazySchema(() => z.object({ ok: z.literal(true) }));
export const messageSchema = lazySchema(() => z.object({ message: z.string() }));
