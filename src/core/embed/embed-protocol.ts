import * as z from 'zod/mini';
import { apiErrorCodes } from '../contract/error-codes';
import { miniFrameLengthSchema, miniMoneySchema, miniTimestampSchema } from '../contract/widget-reads';
import { widgetErrorCodes, type CuppaErrorCode } from '../events/cuppa-events';
import { clientErrorCodes } from '../http/api-error';

/**
 * The typed postMessage protocol between a widget in a host page and the app's frame
 * (DESIGN.md, the money boundary). Only non-secret facts cross: size, a finished tip or subscription
 * (with its signed receipt, which is the host page's to keep), until when a subscription runs, a
 * subscription's new price, whether a member is signed in, an error, and that the member closed the
 * form (its 'no' or 'cancel').
 * Both sides name exact origins and check the sender. In zod/mini: the widget reads these on the host
 * page before any interaction, where every byte counts (contract/widget-reads.ts).
 */
export const PROTOCOL = 'cuppa-embed/1';

const knownCodes = new Set<string>([...apiErrorCodes, ...clientErrorCodes, ...widgetErrorCodes]);
/** Only codes the event map knows reach a `cuppa-error` listener. */
const errorCodeSchema = z.custom<CuppaErrorCode>((value) => typeof value === 'string' && knownCodes.has(value));

export const channelSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** A signed receipt (contract/receipts.ts): public by design, for the host page's server to verify. */
const receiptSchema = z.optional(z.string().check(z.maxLength(4096), z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)));

// A plain union: the `type` literals tell the messages apart all the same, and zod/mini's discriminated
// union would add half a kilobyte to what a host page loads first.
export const frameMessageSchema = z.union([
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    type: z.literal('resize'),
    height: miniFrameLengthSchema,
    /** The content's own width, for a frame that fits it (the wallet badge); else the frame's width. */
    width: z.optional(miniFrameLengthSchema),
  }),
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    type: z.literal('done'),
    amount: miniMoneySchema,
    receipt: receiptSchema,
  }),
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    type: z.literal('subscribed'),
    amount: miniMoneySchema,
    /** The member was subscribed before this frame opened: a state to show, not a new subscription. */
    already: z.boolean(),
    receipt: receiptSchema,
    /** Until when the subscription runs, for the widget's quiet 'Subscribed' state. */
    until: z.optional(miniTimestampSchema),
    /** Cancelled: it ends then rather than renewing ('Ends …', not 'Renews …'). */
    ends: z.optional(z.boolean()),
  }),
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    /** The hidden frame's answer to whether the member subscribes to its creator: until when, or null. */
    type: z.literal('subscription'),
    until: z.nullable(miniTimestampSchema),
    /** Cancelled: it ends then rather than renewing. */
    ends: z.optional(z.boolean()),
  }),
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    /** The price the frame asks now: the creator changed it since the widget read it (API.md, price_changed). */
    type: z.literal('price'),
    amount: miniMoneySchema,
  }),
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    type: z.literal('session'),
    signedIn: z.boolean(),
  }),
  z.object({ protocol: z.literal(PROTOCOL), channel: channelSchema, type: z.literal('cancel') }),
  z.object({
    protocol: z.literal(PROTOCOL),
    channel: channelSchema,
    type: z.literal('error'),
    code: errorCodeSchema,
    message: z.string().check(z.maxLength(500)),
  }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type FrameMessageBody = FrameMessage extends infer M
  ? M extends FrameMessage
    ? Omit<M, 'protocol' | 'channel'>
    : never
  : never;

/** An exact origin, never '*': a message is only ever delivered to the page it is meant for. */
function exactOrigin(origin: string): string {
  const parsed = new URL(origin);
  if (parsed.origin === 'null' || !/^https?:$/.test(parsed.protocol))
    throw new Error(`not an http(s) origin: ${origin}`);
  return parsed.origin;
}

/** The frame tells its widget something. */
export function sendToWidget(widget: Window, widgetOrigin: string, channel: string, body: FrameMessageBody): void {
  const message = frameMessageSchema.parse({ ...body, protocol: PROTOCOL, channel });
  widget.postMessage(message, exactOrigin(widgetOrigin));
}

export interface ListenOptions {
  win: Window;
  /** The app's origin, where the frame comes from. */
  frameOrigin: string;
  /** The frame's window as the widget knows it (`iframe.contentWindow`), read at message time. */
  frame: () => Window | null;
  channel: string;
  onMessage: (message: FrameMessage) => void;
}

/**
 * The widget hears only its own frame: the exact origin, the same window, its channel, and a message
 * that parses. Anything else (the host page's own scripts, other frames) is ignored.
 */
export function listenToFrame(options: ListenOptions): () => void {
  const origin = exactOrigin(options.frameOrigin);
  const handleMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const frame = options.frame();
    if (!frame || event.source !== frame) return;
    const parsed = frameMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.channel !== options.channel) return;
    options.onMessage(parsed.data);
  };
  options.win.addEventListener('message', handleMessage);
  return () => options.win.removeEventListener('message', handleMessage);
}
