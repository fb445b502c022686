import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { CreatorCard } from '../components/creator-card';
import { SubscribeControl } from '../components/subscribe-control';
import { TipControl } from '../components/tip-control';
import { WalletBadge } from '../components/wallet-badge';
import { lazyWidget } from '../components/lazy-widget';
import { widgetView } from '../components/widget-view';
import type { SupportWidgets } from '../components/support-widgets';
import type { WidgetAttributeName, WidgetViewTag } from '../table/widget-tags';

/** One of the widgets that load on demand, from their one chunk. */
const supportWidget = async (name: keyof SupportWidgets) => ({
  default: (await import('../components/support-widgets')).supportWidgets[name],
});

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
  // Their code loads when one mounts: a page without them never fetches it (widget-chunks.ts).
  'cuppa-goal-view': { component: lazyWidget(() => supportWidget('goal')), needsCreator: true },
  'cuppa-supporters-view': { component: lazyWidget(() => supportWidget('supporters')), needsCreator: true },
} as const satisfies Record<WidgetViewTag, WidgetViewEntry>;

const definedHere = new Set<WidgetViewTag>();

/**
 * A view's attribute of the runtime's own: r2wc renders again only for an attribute given a value, so a
 * prop cleared through its property (widget-runtime.ts) shows once this one changes.
 */
export const RENDER_AGAIN = 'render-again';

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
  const props = Object.fromEntries([...attributes, RENDER_AGAIN].map((name) => [name, 'string' as const]));
  customElements.define(viewTag, r2wc(widgetView(component, { needsCreator }), { shadow: 'open', props }));
}
