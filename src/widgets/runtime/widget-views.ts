import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { CreatorCard } from '../components/creator-card';
import { SubscribeControl } from '../components/subscribe-control';
import { TipControl } from '../components/tip-control';
import { WalletBadge } from '../components/wallet-badge';
import { widgetView } from '../components/widget-view';
import type { WidgetAttributeName, WidgetViewTag } from '../table/widget-tags';

interface WidgetViewEntry {
  /** What the widget shows, inside its WidgetHost (theme, language, direction, stylesheet). */
  component: ComponentType;
  /** Without a valid `creator` the view is an inline error and a `cuppa-error`. */
  needsCreator: boolean;
}

/**
 * The runtime's half of the widgets' table (the loader's is table/widget-tags.ts): each view's
 * component. Keyed by the views the loader's tags derive, so a tag without its view does not compile.
 */
export const widgetViews = {
  'cuppa-subscribe-button-view': { component: SubscribeControl, needsCreator: true },
  'cuppa-tip-button-view': { component: TipControl, needsCreator: true },
  'cuppa-creator-card-view': { component: CreatorCard, needsCreator: true },
  'cuppa-wallet-badge-view': { component: WalletBadge, needsCreator: false },
} as const satisfies Record<WidgetViewTag, WidgetViewEntry>;

const definedHere = new Set<WidgetViewTag>();

/**
 * Registers a widget's view as a Shadow-DOM custom element (r2wc) taking these attributes as string
 * props, once; a second definition, by another copy of the code, warns and is skipped.
 */
export function defineWidgetView(viewTag: WidgetViewTag, attributes: readonly WidgetAttributeName[]): void {
  if (definedHere.has(viewTag)) return;
  definedHere.add(viewTag);
  if (customElements.get(viewTag)) {
    console.warn(`[cuppa] <${viewTag}> is already defined; keeping the first definition.`);
    return;
  }
  const { component, needsCreator } = widgetViews[viewTag];
  const props = Object.fromEntries(attributes.map((name) => [name, 'string' as const]));
  customElements.define(viewTag, r2wc(widgetView(component, { needsCreator }), { shadow: 'open', props }));
}
