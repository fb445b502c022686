import { z } from 'zod';
import { siteOriginSchema } from '../../../core/contract/embed';

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

export type CapError = 'whole' | 'min' | 'max';

/** API.md: the daily cap is whole dollars, 1 to 500. */
export function checkCap(text: string): { ok: true; cap: number } | { ok: false; error: CapError } {
  const cap = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(cap)) return { ok: false, error: 'min' };
  if (!Number.isInteger(cap)) return { ok: false, error: 'whole' };
  if (cap < 1) return { ok: false, error: 'min' };
  if (cap > 500) return { ok: false, error: 'max' };
  return { ok: true, cap };
}
