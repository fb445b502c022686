import type { ApiErrorCode } from '../http/api-error';

/** Failures a widget finds itself, beside the API's and the client's codes. */
export const widgetErrorCodes = ['invalid_attribute', 'popup_blocked', 'frame_error', 'load_failed'] as const;
export type WidgetErrorCode = (typeof widgetErrorCodes)[number];
export type CuppaErrorCode = ApiErrorCode | WidgetErrorCode;

/** The dialogs a widget opens (and `Cuppa.openTip` / `Cuppa.openSubscribe` open from the host's own button). */
export type CuppaDialog = 'tip' | 'subscribe';

/** Every event a widget fires; all bubble and cross shadow roots (WIDGETS.md). The one list of them. */
export interface CuppaEventMap {
  /**
   * coin: 'solana' from the Cuppa balance, 'usdc' for a crypto tip confirmed on the chain. receipt: the
   * signed receipt of a balance tip (API.md, 'Signed receipts'), for the site's own server to verify.
   */
  'cuppa-tip': { creator: string; amount: number; coin: 'solana' | 'usdc'; receipt?: string };
  /** receipt: the subscription's signed receipt, which the site's server verifies to unlock its content. */
  'cuppa-subscribe': { creator: string; amount: number; receipt?: string };
  'cuppa-session': { signedIn: boolean };
  'cuppa-error': { code: CuppaErrorCode; message: string };
  'cuppa-open': { creator: string; dialog: CuppaDialog };
  'cuppa-close': { creator: string; dialog: CuppaDialog };
}

export type CuppaEventName = keyof CuppaEventMap;
export type CuppaEvent<K extends CuppaEventName> = CustomEvent<CuppaEventMap[K]>;

// A record, not a list, so the compiler insists on every name of the map and nothing else.
const eventNames: Record<CuppaEventName, true> = {
  'cuppa-tip': true,
  'cuppa-subscribe': true,
  'cuppa-session': true,
  'cuppa-error': true,
  'cuppa-open': true,
  'cuppa-close': true,
};
export const cuppaEventNames = Object.keys(eventNames) as readonly CuppaEventName[];

/** The one way a cuppa-* event is made: typed detail, bubbling, composed (it leaves the shadow root). */
export function dispatchCuppaEvent<K extends CuppaEventName>(
  target: EventTarget,
  name: K,
  detail: CuppaEventMap[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

type CuppaEventHandlersMap = { [K in CuppaEventName]: CuppaEvent<K> };

declare global {
  // Every element map, Document and Window extend this one, so listeners anywhere are typed; derived
  // from the map above, so a new event is declared once.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CuppaEventHandlersMap {}
}
