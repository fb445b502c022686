import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret, shown to the creator once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * API.md's `Cuppa-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * endpoint's secret. The time is signed with the body, so a receiver that refuses an old `t` also
 * refuses a replayed delivery.
 */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
