/** The public tags, what each reserves before its code loads, and its inner (React) view's tag. */
export const widgetTags = {
  'cuppa-subscribe-button': { display: 'inline-block', minWidth: '11rem', minHeight: '44px' },
  'cuppa-tip-button': { display: 'inline-block', minWidth: '13rem', minHeight: '44px' },
  'cuppa-creator-card': { display: 'block', minWidth: '16rem', minHeight: '360px' },
  'cuppa-wallet-badge': { display: 'inline-block', minWidth: '7rem', minHeight: '44px' },
} as const;

export type WidgetTag = keyof typeof widgetTags;

/** Attributes an element takes (WIDGETS.md) and forwards to its view. */
export const widgetAttributes = ['creator', 'label', 'theme', 'lang', 'api', 'app'] as const;

export const viewTagOf = (tag: WidgetTag) => `${tag}-view`;
