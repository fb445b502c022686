import type { ApiErrorCode } from '../http/api-error';

/** Every event a widget fires; all bubble and cross shadow roots (WIDGETS.md). */
export interface CuppaEventMap {
  'cuppa-tip': { creator: string; amount: number; coin: 'solana' };
  'cuppa-subscribe': { creator: string; amount: number };
  'cuppa-session': { signedIn: boolean };
  'cuppa-error': { code: ApiErrorCode | WidgetErrorCode; message: string };
}

export type CuppaEventName = keyof CuppaEventMap;
export type CuppaEvent<K extends CuppaEventName> = CustomEvent<CuppaEventMap[K]>;

/** Failures a widget finds itself, beside the API's codes. */
export type WidgetErrorCode = 'invalid_attribute' | 'popup_blocked' | 'frame_error' | 'load_failed';

export const cuppaEventNames: readonly CuppaEventName[] = [
  'cuppa-tip',
  'cuppa-subscribe',
  'cuppa-session',
  'cuppa-error',
];

export function dispatchCuppaEvent<K extends CuppaEventName>(
  target: EventTarget,
  name: K,
  detail: CuppaEventMap[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  // Every element map, Document and Window extend this one, so listeners anywhere are typed.
  interface GlobalEventHandlersEventMap {
    'cuppa-tip': CuppaEvent<'cuppa-tip'>;
    'cuppa-subscribe': CuppaEvent<'cuppa-subscribe'>;
    'cuppa-session': CuppaEvent<'cuppa-session'>;
    'cuppa-error': CuppaEvent<'cuppa-error'>;
  }
}
