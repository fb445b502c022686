import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { coinSchema, idSchema, moneySchema, positiveMoneySchema, timestampSchema } from './common';
import { postSchema } from './posts';
import { isSolanaAddress } from './solana-address';
import { tipLimits, tipMessageMaxLength } from './tip-limits';
import { subscriptionEntrySchema } from './users';
import { transactionSchema } from './wallet';

/** SPEC.md's words, exactly; the API answers with them and forms translate them (core/i18n/issue-key.ts). */
export const tipMessages = {
  required: 'Please enter your tip',
  min: 'The minimum tip amount is $1',
  whole: 'Only whole dollar amounts are accepted, no cents.',
  max: 'The maximum tip amount is $10000',
} as const;

/** SPEC.md's tip rule: required, at least $1, whole dollars; API.md's ceiling. */
export const tipAmountSchema = lazySchema(() =>
  z
    .number({ error: tipMessages.required })
    .refine((value) => Number.isFinite(value), tipMessages.required)
    .refine((value) => value >= tipLimits.min, tipMessages.min)
    .refine((value) => Number.isInteger(value), tipMessages.whole)
    .refine((value) => value <= tipLimits.max, tipMessages.max),
);

export const tipNoteMessages = {
  long: `A message to the creator has at most ${tipMessageMaxLength} characters`,
} as const;

/** The length a reader sees: an emoji is one character, as a counter beside the field shows it. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** API.md: the tipper's optional note to the creator, plain text; blank is no message. */
export const tipMessageSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => characterCount(value) <= tipMessageMaxLength, tipNoteMessages.long),
);

export const addressMessages = {
  required: 'Enter a Solana address',
  invalid: 'This is not a valid Solana address',
} as const;

export const solanaAddressSchema = lazySchema(() =>
  z
    .string({ error: addressMessages.required })
    .trim()
    .min(1, addressMessages.required)
    .refine(isSolanaAddress, addressMessages.invalid),
);

/** API.md: the price the member was shown; when it is no longer the price, nothing is paid (409 price_changed). */
const shownPriceSchema = lazySchema(() => positiveMoneySchema.optional());

export const subscribeRequestSchema = lazySchema(() =>
  z.object({ creator_id: idSchema, coin: coinSchema, amount: shownPriceSchema }),
);
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export const subscribeResponseSchema = lazySchema(() =>
  z.object({
    subscription: z.object({ creator_id: idSchema, expires_at: timestampSchema }),
    points: moneySchema,
  }),
);

export const coffeeRequestSchema = lazySchema(() =>
  z.object({
    creator_id: idSchema,
    tip: tipAmountSchema,
    coin: coinSchema,
    message: tipMessageSchema.nullish(),
  }),
);
export type CoffeeRequest = z.input<typeof coffeeRequestSchema>;
export const coffeeResponseSchema = lazySchema(() => z.object({ transaction: transactionSchema, points: moneySchema }));

export const unlockRequestSchema = lazySchema(() =>
  z.object({ post_id: idSchema, coin: coinSchema, amount: shownPriceSchema }),
);
export type UnlockRequest = z.input<typeof unlockRequestSchema>;
export const unlockResponseSchema = lazySchema(() => z.object({ post: postSchema, points: moneySchema }));

export const withdrawRequestSchema = lazySchema(() =>
  z.object({ amount: positiveMoneySchema, address: solanaAddressSchema }),
);
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;
export const withdrawResponseSchema = lazySchema(() =>
  z.object({ transaction: transactionSchema, points: moneySchema }),
);

export const subscriptionListResponseSchema = lazySchema(() =>
  z.object({ subscriptions: z.array(subscriptionEntrySchema) }),
);
