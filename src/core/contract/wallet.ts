import { z } from 'zod';
import { coinSchema, idSchema, moneySchema, pageQuerySchema, timestampSchema } from './common';
import { isSolanaAddress } from './solana-address';
import { creatorSummarySchema } from './users';

export const transactionSchema = z.object({
  id: idSchema,
  type: z.enum(['recharge', 'withdraw', 'tip', 'subscription', 'unlock']),
  direction: z.enum(['in', 'out']),
  amount: moneySchema,
  coin: coinSchema,
  status: z.enum(['pending', 'completed', 'failed']),
  counterparty: creatorSummarySchema.nullable(),
  address: z.string().nullable(),
  hash: z.string().nullable(),
  created_at: timestampSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = pageQuerySchema;
export const transactionListResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  total: z.number().int().nonnegative(),
});
export const transactionResponseSchema = z.object({ transaction: transactionSchema });

export const transactionHashSchema = z
  .string()
  .trim()
  .min(1, 'Enter a transaction hash')
  .max(128, 'A transaction hash has at most 128 characters')
  .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'A transaction hash uses base58 characters only');
export const validateResponseSchema = z.object({ message: z.string(), transaction: transactionSchema.optional() });
export type ValidateResponse = z.infer<typeof validateResponseSchema>;

export const earningSchema = z.object({
  id: idSchema,
  type: z.enum(['tip', 'subscription', 'unlock']),
  amount: moneySchema,
  from: creatorSummarySchema,
  post_id: idSchema.nullable(),
  /** The tipper's note to the creator (API.md), or null. */
  message: z.string().nullable(),
  created_at: timestampSchema,
});
export type Earning = z.infer<typeof earningSchema>;
export const earningTypes = earningSchema.shape.type.options;
export type EarningType = Earning['type'];
export const earningListResponseSchema = z.object({
  earnings: z.array(earningSchema),
  total: z.number().int().nonnegative(),
  sum: moneySchema,
  /** All-time sums per type, like `sum`: one page cannot say how the earnings split. */
  by_type: z.object({ tip: moneySchema, subscription: moneySchema, unlock: moneySchema }),
});
export type EarningList = z.infer<typeof earningListResponseSchema>;

export const balanceResponseSchema = z.object({ balance: moneySchema, address: z.string().nullable() });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const devDepositRequestSchema = z.object({
  address: z.string().min(1),
  amount: moneySchema.refine((value) => value > 0, 'The amount must be more than $0'),
});
export const devDepositResponseSchema = z.object({ hash: z.string() });

/** A Solana Pay reference (the crypto tab's `reference=`): the base58 text of a 32-byte key. */
export const solanaPayReferenceSchema = z
  .string()
  .refine(isSolanaAddress, 'A reference is the base58 text of a 32-byte key');

/** GET solanaTipPath(reference, creator) (solana-tip-path.ts): has that transfer reached the creator? */
export const solanaTipResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  /** `amount`: the dollars (USDC) that reached the creator, whatever the QR code asked. */
  z.object({ status: z.literal('confirmed'), amount: moneySchema, signature: z.string().min(1) }),
]);
export type SolanaTipResponse = z.infer<typeof solanaTipResponseSchema>;

/** Development gateway only: a reader's wallet paying a Solana Pay request (reference, to address). */
export const devTransferRequestSchema = z.object({
  reference: solanaPayReferenceSchema,
  address: z.string().min(1),
  amount: moneySchema.refine((value) => value > 0, 'The amount must be more than $0'),
});
export const devTransferResponseSchema = z.object({ signature: z.string() });
/** The tip status's query: the creator (alias) the reader's wallet was asked to pay. */
export const solanaTipQuerySchema = z.object({ creator: z.string().trim().min(1).max(30) });
