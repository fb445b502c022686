/**
 * The public tags and the room each reserves before its code loads, in px (host pages change their root
 * font size), measured from the rendered widgets so nothing moves when they arrive.
 */
export const widgetTags = {
  'cuppa-subscribe-button': { display: 'inline-block', minWidth: '220px', minHeight: '44px' },
  'cuppa-tip-button': { display: 'inline-block', minWidth: '244px', minHeight: '44px' },
  'cuppa-creator-card': { display: 'block', minWidth: '256px', minHeight: '402px' },
  'cuppa-wallet-badge': { display: 'inline-block', minWidth: '220px', minHeight: '56px' },
} as const;

export type WidgetTag = keyof typeof widgetTags;

/** Attributes an element takes (WIDGETS.md) and forwards to its view. */
export const widgetAttributes = ['creator', 'label', 'theme', 'lang', 'api', 'app'] as const;

export const viewTagOf = (tag: WidgetTag) => `${tag}-view`;
