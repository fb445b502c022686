import { cuppaEventNames } from '../../../src/core/events/cuppa-events';
import { attributesOf, widgetTags, type WidgetTag } from '../../../src/widgets/table/widget-tags';
import type { WidgetDocs } from './read-widget-docs';

/** The JSDoc documents the table; a widget, attribute or event the code does not have is refused. */
export function checkDocsMatchCode({ widgets }: WidgetDocs): void {
  const sorted = (list: readonly string[]) => [...list].sort().join(', ');
  const documented = sorted(widgets.map((widget) => widget.tag));
  if (documented !== sorted(Object.keys(widgetTags))) {
    throw new Error(`widget-tags.ts documents ${documented}; its table has ${sorted(Object.keys(widgetTags))}`);
  }
  for (const widget of widgets) {
    const attributes = sorted(widget.attributes.map((attribute) => attribute.name));
    const observed = sorted(attributesOf(widget.tag as WidgetTag));
    if (attributes !== observed) throw new Error(`<${widget.tag}> documents ${attributes}; it observes ${observed}`);
    const unknown = widget.events.filter((event) => !cuppaEventNames.includes(event.name as never));
    if (unknown.length)
      throw new Error(`<${widget.tag}> documents events no code fires: ${unknown.map((e) => e.name)}`);
  }
}
