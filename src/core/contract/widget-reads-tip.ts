import * as z from 'zod/mini';
import { miniMoneySchema, miniTimestampSchema } from './widget-reads';

/*
 * What the tip dialog's crypto tab reads, in zod/mini like widget-reads.ts, in a file of its own: it
 * loads with the dialog's code, not with every page's runtime (widget-reads.test.ts holds each to its
 * contract twin).
 */

/** money.ts's tipIntentResponseSchema: the crypto tab's tip, registered before the reader pays it. */
export const miniTipIntentResponseSchema = z.object({
  intent: z.object({
    reference: z.string(),
    creator: z.string(),
    amount: miniMoneySchema,
    expires_at: miniTimestampSchema,
  }),
});

/** wallet.ts's solanaTipResponseSchema: whether the crypto tab's payment has reached the creator. */
export const miniSolanaTipResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({
    status: z.literal('confirmed'),
    amount: miniMoneySchema,
    transaction: z.string().check(z.minLength(1)),
    thank_you: z.string(),
  }),
]);
