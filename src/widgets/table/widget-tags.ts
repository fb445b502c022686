/**
 * The widgets, one entry each: the loader's half of the table (tag, attributes, room). The runtime's half
 * (each view's component, and whether it needs a creator) is runtime/widget-views.ts, keyed by the views
 * these tags derive; TypeScript refuses a tag without its view there, and a view without its tag here.
 * This half is plain data: the loader must not reach React or the components (a 3 KB gzip budget).
 *
 * Adding a widget: an entry here, its `HTMLElementTagNameMap` entry and documented element type below,
 * and its component in runtime/widget-views.ts.
 */

/**
 * Marks an element `Cuppa.openTip` / `Cuppa.openSubscribe` made: it opens its dialog at once, takes no
 * room on the page, and leaves it when the dialog closes.
 */
export const OPENED_BY_API = 'data-cuppa-api';

/** Every attribute any widget takes (WIDGETS.md), as its view receives it (services/attributes.ts checks them). */
export type WidgetAttributeName = 'creator' | 'label' | 'amount' | 'theme' | 'lang' | 'api' | 'app';

/** What every element takes besides its own attributes (WIDGETS.md, 'Every element also takes'). */
export const sharedAttributes = ['theme', 'lang', 'api', 'app'] as const satisfies readonly WidgetAttributeName[];

/**
 * The room an element reserves before its code loads, in px (host pages change their root font size),
 * measured from the rendered widgets so nothing moves when they arrive.
 */
export interface WidgetRoom {
  display: 'inline-block' | 'block';
  minWidth: `${number}px`;
  minHeight: `${number}px`;
}

export interface WidgetTagEntry {
  /** The element's own attributes; `sharedAttributes` come on top. */
  attributes: readonly WidgetAttributeName[];
  room: WidgetRoom;
}

export const widgetTags = {
  /** {@link CuppaSubscribeButtonElement} */
  'cuppa-subscribe-button': {
    attributes: ['creator'],
    room: { display: 'inline-block', minWidth: '220px', minHeight: '44px' },
  },
  /** {@link CuppaTipButtonElement} */
  'cuppa-tip-button': {
    attributes: ['creator', 'label', 'amount'],
    room: { display: 'inline-block', minWidth: '244px', minHeight: '44px' },
  },
  /** {@link CuppaCreatorCardElement} */
  'cuppa-creator-card': {
    attributes: ['creator', 'label'],
    room: { display: 'block', minWidth: '256px', minHeight: '398px' },
  },
  /** {@link CuppaWalletBadgeElement} */
  'cuppa-wallet-badge': {
    attributes: [],
    // A line of its own, the badge at its end (WidgetButton-sized, in a frame with room for focus rings).
    room: { display: 'block', minWidth: '0px', minHeight: '56px' },
  },
} as const satisfies Record<`cuppa-${string}`, WidgetTagEntry>;

export type WidgetTag = keyof typeof widgetTags;

/** The element the runtime renders a widget's React view into, inside the loader's element. */
export type WidgetViewTag = `${WidgetTag}-view`;

export const viewTagOf = (tag: WidgetTag): WidgetViewTag => `${tag}-view`;

/** Everything an element observes and forwards to its view: its own attributes, then the shared ones. */
export const attributesOf = (tag: WidgetTag): readonly WidgetAttributeName[] => [
  ...widgetTags[tag].attributes,
  ...sharedAttributes,
];

/**
 * The room as the snippet's inline style (docs, playground): a page without a stylesheet of its own
 * keeps still before the loader runs. Off the text baseline, as the loader puts it, which moves when
 * the fallback link gives way to the widget. The widget releases these values once it has rendered.
 */
export function roomStyle(tag: WidgetTag): string {
  const { display, minWidth, minHeight } = widgetTags[tag].room;
  return `display:${display};min-width:${minWidth};min-height:${minHeight};vertical-align:middle`;
}

/* eslint-disable @typescript-eslint/no-empty-object-type -- the elements add no properties: they take
   attributes only, and each type exists to carry its documentation to `document.querySelector` and JSX. */

/**
 * 'Subscribe for $N', then a quiet 'Subscribed' once the page knows the member is. Its dialog names the
 * creator, the price and the period; the confirmation is in the app's frame, where the member's session is.
 *
 * @tag cuppa-subscribe-button
 * @attr creator - Required: the alias of the Cuppa creator to subscribe to.
 * @attr theme - `light`, `dark` or `auto` (the default: the host page, then the system).
 * @attr lang - The widget's language (`fr`, `pt-BR`…), or `auto`: the script's `data-lang`, `<html lang>`, the browser.
 * @attr api - The API base; else the script's `data-api`.
 * @attr app - The hosted app's URL, for sign-in and links; else the script's `data-app`.
 * @event cuppa-subscribe - `{ creator, amount }`: the member subscribed.
 * @event cuppa-open - `{ creator, dialog }`: the subscribe dialog opened.
 * @event cuppa-close - `{ creator, dialog }`: the subscribe dialog closed.
 * @event cuppa-session - `{ signedIn }`: the member signed in or out in the frame.
 * @event cuppa-error - `{ code, message }`: an attribute, the lookup, the frame or the code failed.
 * @csspart button - The subscribe button.
 * @csspart dialog - The subscribe dialog.
 * @csspart error - An inline error.
 * @cssproperty --cuppa-accent - The button's colour.
 * @cssproperty --cuppa-radius - The button's corner radius.
 * @cssproperty --cuppa-font - The widget's font.
 */
export interface CuppaSubscribeButtonElement extends HTMLElement {}

/**
 * 'ready to send your tip' (or `label`); opens the tip dialog, whose tabs pay from the member's balance
 * (in the app's frame) or in crypto (the creator's Solana address and its QR code).
 *
 * @tag cuppa-tip-button
 * @attr creator - Required: the alias of the Cuppa creator the tip goes to.
 * @attr label - The button's text, instead of 'ready to send your tip' (up to 80 characters).
 * @attr amount - Whole dollars the tip dialog's amount starts at (the reader can change it).
 * @attr theme - `light`, `dark` or `auto` (the default: the host page, then the system).
 * @attr lang - The widget's language (`fr`, `pt-BR`…), or `auto`: the script's `data-lang`, `<html lang>`, the browser.
 * @attr api - The API base; else the script's `data-api`.
 * @attr app - The hosted app's URL, for sign-in and links; else the script's `data-app`.
 * @event cuppa-tip - `{ creator, amount, coin }`: the member sent a tip from their balance.
 * @event cuppa-open - `{ creator, dialog }`: the tip dialog opened.
 * @event cuppa-close - `{ creator, dialog }`: the tip dialog closed.
 * @event cuppa-session - `{ signedIn }`: the member signed in or out in the frame.
 * @event cuppa-error - `{ code, message }`: an attribute, the lookup, the frame or the code failed.
 * @csspart button - The tip button, and the dialog's buttons.
 * @csspart dialog - The tip dialog.
 * @csspart error - An inline error.
 * @cssproperty --cuppa-accent - The buttons' colour.
 * @cssproperty --cuppa-radius - The buttons' corner radius.
 * @cssproperty --cuppa-font - The widget's font.
 */
export interface CuppaTipButtonElement extends HTMLElement {}

/**
 * The creator's cover, avatar, name, verified badge, posts count and about, with the subscribe and
 * tip buttons.
 *
 * @tag cuppa-creator-card
 * @attr creator - Required: the alias of the Cuppa creator to show.
 * @attr label - Its tip button's text, instead of 'ready to send your tip' (up to 80 characters).
 * @attr theme - `light`, `dark` or `auto` (the default: the host page, then the system).
 * @attr lang - The widget's language (`fr`, `pt-BR`…), or `auto`: the script's `data-lang`, `<html lang>`, the browser.
 * @attr api - The API base; else the script's `data-api`.
 * @attr app - The hosted app's URL, for sign-in and links; else the script's `data-app`.
 * @event cuppa-subscribe - `{ creator, amount }`: the member subscribed.
 * @event cuppa-tip - `{ creator, amount, coin }`: the member sent a tip from their balance.
 * @event cuppa-open - `{ creator, dialog }`: its subscribe or tip dialog opened.
 * @event cuppa-close - `{ creator, dialog }`: its subscribe or tip dialog closed.
 * @event cuppa-session - `{ signedIn }`: the member signed in or out in a frame.
 * @event cuppa-error - `{ code, message }`: an attribute, the lookup, a frame or the code failed.
 * @csspart button - The subscribe and tip buttons.
 * @csspart dialog - The subscribe and tip dialogs.
 * @csspart error - An inline error.
 * @cssproperty --cuppa-accent - The buttons' colour.
 * @cssproperty --cuppa-radius - The buttons' corner radius.
 * @cssproperty --cuppa-font - The widget's font.
 */
export interface CuppaCreatorCardElement extends HTMLElement {}

/**
 * The signed-in member's balance ('$12.00'), updating live with every widget on the page; signed out,
 * a 'Sign in' button. Rendered by the app's frame, which holds the session.
 *
 * @tag cuppa-wallet-badge
 * @attr theme - `light`, `dark` or `auto` (the default: the host page, then the system).
 * @attr lang - The widget's language (`fr`, `pt-BR`…), or `auto`: the script's `data-lang`, `<html lang>`, the browser.
 * @attr api - The API base; else the script's `data-api`.
 * @attr app - The hosted app's URL, for sign-in and links; else the script's `data-app`.
 * @event cuppa-session - `{ signedIn }`: the member signed in or out in the frame.
 * @event cuppa-error - `{ code, message }`: an attribute, the frame or the code failed.
 * @csspart error - An inline error.
 * @cssproperty --cuppa-font - The widget's font.
 */
export interface CuppaWalletBadgeElement extends HTMLElement {}

/* eslint-enable @typescript-eslint/no-empty-object-type */

declare global {
  interface HTMLElementTagNameMap {
    'cuppa-subscribe-button': CuppaSubscribeButtonElement;
    'cuppa-tip-button': CuppaTipButtonElement;
    'cuppa-creator-card': CuppaCreatorCardElement;
    'cuppa-wallet-badge': CuppaWalletBadgeElement;
  }
}
