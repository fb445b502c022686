import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { idSchema, moneySchema, pagedListSchema, pageQuerySchema, timestampSchema } from './common';
import { isSolanaAddress } from './solana-address';
import { creatorSummarySchema } from './users';

export const transactionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: z.enum(['recharge', 'withdraw', 'tip', 'subscription', 'unlock']),
    direction: z.enum(['in', 'out']),
    amount: moneySchema,
    /** 'usdc' for what moved on the chain (recharges, withdrawals, crypto tips); 'solana' for balance payments. */
    coin: z.enum(['solana', 'usdc']),
    /** A withdrawal's on-chain cost, taken from its amount (API.md); null for every other transaction. */
    fee: moneySchema.nullable(),
    status: z.enum(['pending', 'completed', 'failed']),
    counterparty: creatorSummarySchema.nullable(),
    address: z.string().nullable(),
    hash: z.string().nullable(),
    created_at: timestampSchema,
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = lazySchema(() => pageQuerySchema);
export const transactionListResponseSchema = lazySchema(() => pagedListSchema('transactions', transactionSchema));
export const transactionResponseSchema = lazySchema(() => z.object({ transaction: transactionSchema }));

export const transactionHashSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Enter a transaction hash')
    .max(128, 'A transaction hash has at most 128 characters')
    .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'A transaction hash uses base58 characters only'),
);
export const validateResponseSchema = lazySchema(() =>
  z.object({ message: z.string(), transaction: transactionSchema.optional() }),
);
export type ValidateResponse = z.infer<typeof validateResponseSchema>;

export const earningSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: z.enum(earningTypes),
    amount: moneySchema,
    /** Null for a crypto tip from a reader without an account. */
    from: creatorSummarySchema.nullable(),
    post_id: idSchema.nullable(),
    /** The tipper's note to the creator (API.md), or null. */
    message: z.string().nullable(),
    /** 'balance': paid from a member's Cuppa wallet; 'usdc': a crypto tip paid from the reader's own wallet. */
    coin: z.enum(['balance', 'usdc']),
    /** The origin of the site it was paid on (a connected site's widget), or null: paid in the app. */
    site: z.string().nullable(),
    created_at: timestampSchema,
  }),
);
export type Earning = z.infer<typeof earningSchema>;
/** A renewal is a subscription's later period, paid from the member's balance (API.md, 'A creator's business'). */
export const earningTypes = ['tip', 'subscription', 'renewal', 'unlock'] as const;
export type EarningType = Earning['type'];
export const earningListResponseSchema = lazySchema(() =>
  pagedListSchema('earnings', earningSchema).extend({
    sum: moneySchema,
    /** All-time sums per type, like `sum`: one page cannot say how the earnings split. */
    by_type: z.object({ tip: moneySchema, subscription: moneySchema, renewal: moneySchema, unlock: moneySchema }),
  }),
);
export type EarningList = z.infer<typeof earningListResponseSchema>;
/** The CSV file's name: the creator's alias and the day (an ISO date) it was made. */
export const earningsCsvName = (alias: string, isoNow: string): string =>
  `cuppa-earnings-${alias}-${isoNow.slice(0, 10)}.csv`;

/** GET /v1/customer/earnings: a page as JSON, or with `format=csv` every earning (earnings-csv.ts). */
export const earningsQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({ format: z.enum(['json', 'csv']).default('json') }),
);

export const balanceResponseSchema = lazySchema(() =>
  z.object({
    balance: moneySchema,
    address: z.string().nullable(),
    /** The Cuppa wallet's balance only: the smallest withdrawal the API takes (configured; $5 unless set). */
    withdraw_minimum: moneySchema.optional(),
  }),
);
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const devDepositRequestSchema = lazySchema(() =>
  z.object({
    address: z.string().min(1),
    amount: moneySchema.refine((value) => value > 0, 'The amount must be more than $0'),
  }),
);
export const devDepositResponseSchema = lazySchema(() => z.object({ hash: z.string() }));

/** Why a well-formed reference is refused: it names an account every transaction may (API.md). */
export const referenceMessages = {
  notFresh: 'A reference is a fresh key of its own, not a mint, a program or an address in use',
} as const;

/** A Solana Pay reference (the crypto tab's `reference=`): the base58 text of a 32-byte key. */
export const solanaPayReferenceSchema = lazySchema(() =>
  z.string().refine(isSolanaAddress, 'A reference is the base58 text of a 32-byte key'),
);

/** GET solanaTipPath(reference, creator) (solana-tip-path.ts): has that transfer reached the creator? */
export const solanaTipResponseSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('pending') }),
    /** `amount`: the dollars (USDC) that reached the creator, whatever the QR code asked. */
    /** `thank_you`: the creator's note for the reader's receipt (PublicUser's), empty for none. */
    /** `transaction`: the signature of the chain transaction that paid it. */
    z.object({
      status: z.literal('confirmed'),
      amount: moneySchema,
      transaction: z.string().min(1),
      thank_you: z.string(),
    }),
  ]),
);
export type SolanaTipResponse = z.infer<typeof solanaTipResponseSchema>;

/** Development gateway only: a reader's wallet paying a Solana Pay request (reference, to address). */
export const devTransferRequestSchema = lazySchema(() =>
  z.object({
    reference: solanaPayReferenceSchema,
    address: z.string().min(1),
    amount: moneySchema.refine((value) => value > 0, 'The amount must be more than $0'),
  }),
);
export const devTransferResponseSchema = lazySchema(() => z.object({ signature: z.string() }));
/** The tip status's query: the creator (alias) the reader's wallet was asked to pay. */
export const solanaTipQuerySchema = lazySchema(() => z.object({ creator: z.string().trim().min(1).max(30) }));
