import { z } from 'zod';
import { dailyCapSchema, siteOriginSchema } from '../../../core/contract/embed';
import { checkValue } from '../../../core/forms/contract-check';

/** The frame's request as the popup's URL carries it. */
export const connectRequestSchema = z.object({
  site: siteOriginSchema,
  handoff: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type ConnectRequest = z.infer<typeof connectRequestSchema>;

export function readConnectRequest(search: URLSearchParams): ConnectRequest | null {
  const parsed = connectRequestSchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}

/**
 * The daily cap as typed, checked with the API's rule (whole dollars, 1 to 500). A blank or unreadable
 * cap is no cap at all, $0, which the rule calls too little.
 */
export function checkCap(text: string) {
  const cap = Number(text.trim() || 0);
  return checkValue(dailyCapSchema, Number.isFinite(cap) ? cap : 0);
}
