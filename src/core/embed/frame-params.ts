import { z } from 'zod';
import { supportedLanguages } from '../config/config';
import { siteOriginSchema } from '../contract/embed';
import { lazySchema } from '../contract/lazy-schema';
import { positiveMoneySchema } from '../contract/common';
import { tipAmountSchema } from '../contract/money';
import { channelSchema } from './embed-protocol';

/** What the widget puts in a frame's URL. None of it is secret, and the frame trusts none of it blindly. */
export const frameParamsSchema = lazySchema(() =>
  z.object({
    site: siteOriginSchema,
    channel: channelSchema,
    lng: z.enum(supportedLanguages).catch('en'),
    theme: z.enum(['light', 'dark']).catch('light'),
    creator: z.string().max(64).optional(),
    // The tip button's `amount`: the tip rule's whole dollars, else nothing (the reader types one).
    amount: z.coerce.number().pipe(tipAmountSchema).optional().catch(undefined),
    // The subscribe button's price as the widget showed it: what the frame asks the member to pay.
    price: z.coerce.number().pipe(positiveMoneySchema).optional().catch(undefined),
    // The widget's look, as the browser computed it on the host page (widgets/components/frame-look.ts).
    // Strict shapes: these become CSS in the frame, and a value that could load anything is dropped.
    accent: z
      .string()
      .regex(/^rgba?\(\d{1,3}, \d{1,3}, \d{1,3}(, (0|1|0?\.\d+))?\)$/)
      .optional()
      .catch(undefined),
    radius: z
      .string()
      .regex(/^\d{1,4}(\.\d+)?(px|%)$/)
      .optional()
      .catch(undefined),
    font: z
      .string()
      .regex(/^[\p{L}\p{N} _,'"-]{1,200}$/u)
      .optional()
      .catch(undefined),
  }),
);
export type FrameParams = z.infer<typeof frameParamsSchema>;

/** The widget's look: the frames have it from the widget, and pass it on to the sign-in popup. */
export const widgetLookSchema = lazySchema(() =>
  frameParamsSchema.pick({ theme: true, accent: true, radius: true, font: true }),
);
export type WidgetLook = z.infer<typeof widgetLookSchema>;

/** The look as URL parameters, without the ones the site did not set. */
export function widgetLookParams(look: WidgetLook): Record<string, string> {
  const entries = Object.entries(widgetLookSchema.parse(look)).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * The origin of the page that embeds this frame, as the browser reports it: `ancestorOrigins` where
 * it exists (Chromium, Safari), else the referrer's origin. Null when not framed.
 */
export function embedderOrigin(win: Window): string | null {
  if (win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors.item(0);
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

export type FrameParamsResult =
  { ok: true; params: FrameParams } | { ok: false; reason: 'not_framed' | 'bad_params' | 'wrong_site' };

/**
 * The frame's parameters, accepted only when `site` is the page that really embeds the frame: a site
 * cannot borrow another site's name to ask a member for approval.
 */
export function readFrameParams(win: Window): FrameParamsResult {
  const parsed = frameParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(win.location.search)));
  if (!parsed.success) return { ok: false, reason: 'bad_params' };
  const embedder = embedderOrigin(win);
  if (!embedder) return { ok: false, reason: 'not_framed' };
  if (embedder !== parsed.data.site) return { ok: false, reason: 'wrong_site' };
  return { ok: true, params: parsed.data };
}
