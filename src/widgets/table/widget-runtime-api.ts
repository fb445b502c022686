import type { WidgetAttributeName, WidgetViewTag } from './widget-tags';

/**
 * What the runtime (runtime/widget-runtime.ts, imported on demand) offers the loader: mount the real
 * widget into an element the loader defined. Here, below both, so neither imports the other's floor.
 */
export interface WidgetRuntime {
  /**
   * Puts the view (`viewTag`, defined on first use from the runtime's half of the widgets' table) in the
   * element, with these attributes resolved against the page defaults.
   */
  mount(element: HTMLElement, viewTag: WidgetViewTag, attributes: readonly WidgetAttributeName[]): void;
  update(element: HTMLElement, name: string): void;
}
