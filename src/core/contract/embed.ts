import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { idSchema, moneySchema, timestampSchema } from './common';

const base64url = /^[A-Za-z0-9_-]+$/;

/** A site is an origin: scheme, host and port, nothing else. */
export const siteOriginSchema = lazySchema(() =>
  z
    .string()
    .max(300)
    .refine((value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.origin === value;
      } catch {
        return false;
      }
    }, 'The site must be an origin such as https://blog.example'),
);

export const embedCapLimits = { min: 1, max: 500 } as const;

export const embedSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    site: z.string(),
    daily_cap: z.number().int().min(embedCapLimits.min).max(embedCapLimits.max),
    spent_today: moneySchema,
    expires_at: timestampSchema,
    created_at: timestampSchema,
  }),
);
export type Embed = z.infer<typeof embedSchema>;

/** The words of the daily cap's rule (the API's; forms translate them through core/i18n/issue-key.ts). */
export const embedCapMessages = {
  whole: 'The daily cap is a whole dollar amount',
  min: 'The daily cap is at least $1',
  max: 'The daily cap is at most $500',
} as const;

export const dailyCapSchema = lazySchema(() =>
  z
    .number()
    .int(embedCapMessages.whole)
    .min(embedCapLimits.min, embedCapMessages.min)
    .max(embedCapLimits.max, embedCapMessages.max),
);

export const createEmbedRequestSchema = lazySchema(() =>
  z.object({
    site: siteOriginSchema,
    daily_cap: dailyCapSchema,
    handoff_id: z.string().min(16).max(128).regex(base64url),
    // base64url SHA-256 of the frame's verifier: 32 bytes, 43 characters unpadded.
    challenge: z.string().length(43).regex(base64url),
  }),
);
export type CreateEmbedRequest = z.input<typeof createEmbedRequestSchema>;
export const embedResponseSchema = lazySchema(() => z.object({ embed: embedSchema }));

export const redeemRequestSchema = lazySchema(() =>
  z.object({
    handoff_id: z.string().min(16).max(128).regex(base64url),
    verifier: z.string().min(43).max(128).regex(base64url),
  }),
);
export const redeemResponseSchema = lazySchema(() => z.object({ token: z.string().min(1), embed: embedSchema }));
/** 202 while the handoff waits for the member's approval. */
export const redeemPendingSchema = lazySchema(() => z.object({ status: z.literal('pending') }));
export type RedeemPending = z.infer<typeof redeemPendingSchema>;
export const redeemAnswerSchema = lazySchema(() => z.union([redeemResponseSchema, redeemPendingSchema]));
export const embedListResponseSchema = lazySchema(() => z.object({ embeds: z.array(embedSchema) }));
