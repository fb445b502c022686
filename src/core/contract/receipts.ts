import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { moneySchema, timestampSchema } from './common';

/**
 * API.md's signed receipts: every successful tip, subscription and unlock answers with `receipt`, a
 * compact JWS (EdDSA over Ed25519) of these claims, which a site's server verifies against
 * GET /v1/receipts/jwks. `supporter` is the member's identifier for that site only (no email, no id).
 */
export const receiptTypes = ['tip', 'subscription', 'unlock'] as const;
export type ReceiptType = (typeof receiptTypes)[number];

/** rcpt_ and 22 base64url characters (128 random bits). */
export const receiptIdPattern = /^rcpt_[A-Za-z0-9_-]{22}$/;

export const receiptClaimsSchema = lazySchema(() =>
  z.object({
    id: z.string().regex(receiptIdPattern),
    type: z.enum(receiptTypes),
    /** The creator's alias, as the site's elements name them. */
    creator: z.string(),
    amount: moneySchema,
    /** The origin of the site it was paid on (the connected site's), or null in the app. */
    site: z.string().nullable(),
    supporter: z.string(),
    iat: z.number().int().positive(),
  }),
);
export type ReceiptClaims = z.infer<typeof receiptClaimsSchema>;

/** A compact JWS: three base64url parts. */
export const receiptJwsSchema = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'not a compact JWS'),
);

/** GET /v1/receipts/jwks: the public keys, one `kid` each; rotation keeps older keys listed. */
export const receiptJwksSchema = lazySchema(() =>
  z.object({
    keys: z.array(
      z.object({
        kty: z.literal('OKP'),
        crv: z.literal('Ed25519'),
        x: z.string(),
        kid: z.string(),
        alg: z.literal('EdDSA'),
        use: z.literal('sig'),
      }),
    ),
  }),
);

/**
 * GET /v1/receipts/{id}: whether the receipt is genuine (a receipt the API issued) and still holds: a
 * subscription's until it ends, an unlock's while its post is there, a tip's for good (nothing refunds
 * a tip today). `expires_at` is a subscription's current end.
 */
export const receiptStatusSchema = lazySchema(() =>
  z.object({
    receipt: z.object({
      id: z.string(),
      type: z.enum(receiptTypes),
      creator: z.string(),
      amount: moneySchema,
      site: z.string().nullable(),
      supporter: z.string(),
      created_at: timestampSchema,
      status: z.enum(['valid', 'ended', 'refunded']),
      valid: z.boolean(),
      expires_at: timestampSchema.nullable(),
    }),
  }),
);
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>['receipt'];
