import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { coinSchema, countSchema, idSchema, moneySchema, positiveMoneySchema, timestampSchema } from './common';
import { postSchema } from './posts';
import { receiptJwsSchema } from './receipts';
import { isSolanaAddress } from './solana-address';
import { characterCount, tipLimits, tipMessageMaxLength } from './tip-limits';
import { subscriptionEntrySchema } from './users';
import { solanaPayReferenceSchema, transactionSchema } from './wallet';

/** SPEC.md's words, exactly; the API answers with them and forms translate them (core/i18n/issue-key.ts). */
export const tipMessages = {
  required: 'Please enter your tip',
  min: 'The minimum tip amount is $1',
  whole: 'Only whole dollar amounts are accepted, no cents.',
  max: 'The maximum tip amount is $10,000',
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

/**
 * The API's words when a payment is refused (its `error`, with codes insufficient_balance and
 * daily_limit); a frame that refuses before asking fires the same words with its `cuppa-error`.
 */
export const paymentRefusals = {
  lowBalance: 'Your balance is too low for this: recharge your wallet first',
  /** Cents as the widgets show money, `$20.00` (a cap is at most $500: nothing to group). */
  dailyLimit: (capCents: number, leftCents: number) =>
    `This site may spend up to $${(capCents / 100).toFixed(2)} a day for you; $${(leftCents / 100).toFixed(2)} are left today`,
} as const;

export { characterCount } from './tip-limits';

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
  /** A token account pasted for a wallet: paid USDC there could not be spent by any wallet. */
  notWallet: 'This is a token account’s address: enter the address of a wallet',
} as const;

export const solanaAddressSchema = lazySchema(() =>
  z
    .string({ error: addressMessages.required })
    .trim()
    .min(1, addressMessages.required)
    .refine(isSolanaAddress, addressMessages.invalid),
);

/**
 * API.md: the reader's choice to show their first name and message on the creator's supporters wall
 * (off unless sent as true).
 */
export const publicChoiceSchema = lazySchema(() => z.boolean().optional());

/**
 * API.md: the price the member was shown, on subscribe and unlock. When it is sent and the price is no
 * longer that, the answer is 409 `price_changed` with the current `price`, and no money moves.
 */
const shownPriceSchema = lazySchema(() => positiveMoneySchema.optional());

export const subscribeRequestSchema = lazySchema(() =>
  z.object({ creator_id: idSchema, coin: coinSchema, amount: shownPriceSchema, public: publicChoiceSchema }),
);
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export const subscribeResponseSchema = lazySchema(() =>
  z.object({
    subscription: z.object({ creator_id: idSchema, expires_at: timestampSchema }),
    points: moneySchema,
    receipt: receiptJwsSchema,
  }),
);

export const coffeeRequestSchema = lazySchema(() =>
  z.object({
    creator_id: idSchema,
    tip: tipAmountSchema,
    coin: coinSchema,
    message: tipMessageSchema.nullish(),
    public: publicChoiceSchema,
  }),
);
export type CoffeeRequest = z.input<typeof coffeeRequestSchema>;
export const coffeeResponseSchema = lazySchema(() =>
  z.object({ transaction: transactionSchema, points: moneySchema, receipt: receiptJwsSchema }),
);

export const unlockRequestSchema = lazySchema(() =>
  z.object({ post_id: idSchema, coin: coinSchema, amount: shownPriceSchema }),
);
export type UnlockRequest = z.input<typeof unlockRequestSchema>;
export const unlockResponseSchema = lazySchema(() =>
  z.object({ post: postSchema, points: moneySchema, receipt: receiptJwsSchema }),
);

export const withdrawRequestSchema = lazySchema(() =>
  z.object({ amount: positiveMoneySchema, address: solanaAddressSchema }),
);
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;
export const withdrawResponseSchema = lazySchema(() =>
  z.object({ transaction: transactionSchema, points: moneySchema }),
);

/**
 * API.md's withdrawal rules the API answers with, beside the amount's and address's own. The minimum is
 * configured ($5 unless set), so its words carry no number: the app says it from the wallet balance's
 * `withdraw_minimum`.
 */
export const withdrawMessages = {
  belowMinimum: 'This is less than the minimum withdrawal',
  feeTooHigh: 'This amount does not cover the network fee',
} as const;

/** GET /v1/customer/withdraw-solana/quote: the same fields as the withdrawal, from the query string. */
export const withdrawQuoteQuerySchema = lazySchema(() =>
  z.object({ amount: z.coerce.number<number>(), address: z.string().default('') }).pipe(withdrawRequestSchema),
);
/** What the address receives (`receive` = `amount` - `fee`, in USDC), before the member confirms. */
export const withdrawQuoteSchema = lazySchema(() =>
  z.object({ amount: moneySchema, fee: moneySchema, receive: moneySchema }),
);
export type WithdrawQuote = z.infer<typeof withdrawQuoteSchema>;

/**
 * POST /v1/solana/tip-intent: a reader's crypto tip about to be paid from their own wallet (API.md): the
 * Solana Pay reference its QR code carries, the amount asked and the reader's note. The API watches for
 * it 24 hours and credits the creator what arrives, with the note.
 */
export const tipIntentRequestSchema = lazySchema(() =>
  z.object({
    creator: z.string().trim().min(1).max(30),
    reference: solanaPayReferenceSchema,
    amount: tipAmountSchema,
    message: tipMessageSchema.nullish(),
  }),
);
export type TipIntentRequest = z.input<typeof tipIntentRequestSchema>;
export const tipIntentResponseSchema = lazySchema(() =>
  z.object({
    intent: z.object({ reference: z.string(), creator: z.string(), amount: moneySchema, expires_at: timestampSchema }),
  }),
);

export const subscriptionListResponseSchema = lazySchema(() =>
  z.object({ subscriptions: z.array(subscriptionEntrySchema) }),
);

/** POST /v1/customer/subscriber/cancel and /resume: the creator whose subscription stops or goes on renewing. */
export const subscriptionChangeRequestSchema = lazySchema(() => z.object({ creator_id: idSchema }));
export type SubscriptionChangeRequest = z.input<typeof subscriptionChangeRequestSchema>;
/** Cancelled, it runs to `expires_at` and stops; resumed, it renews then again. */
export const subscriptionChangeResponseSchema = lazySchema(() =>
  z.object({ subscription: z.object({ creator_id: idSchema, expires_at: timestampSchema, renews: z.boolean() }) }),
);
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/**
 * GET /v1/creator/subscribers: a creator's running subscriptions now (`active`), and those that renew
 * before the calendar month ends (in UTC) with what they will bring at their own prices.
 */
export const creatorSubscribersResponseSchema = lazySchema(() =>
  z.object({
    active: countSchema,
    renewing: countSchema,
    renewing_amount: moneySchema,
  }),
);
export type CreatorSubscribersResponse = z.infer<typeof creatorSubscribersResponseSchema>;
