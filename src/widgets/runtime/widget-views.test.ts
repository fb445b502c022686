import { describe, expect, it } from 'vitest';
import { attributesOf, viewTagOf, widgetTags, type WidgetTag } from '../table/widget-tags';
import { widgetViews } from './widget-views';

describe('the widgets’ table', () => {
  const tags = Object.keys(widgetTags) as WidgetTag[];

  it('gives every tag of the loader a view in the runtime, and the runtime no view of its own', () => {
    expect(Object.keys(widgetViews).sort()).toEqual(tags.map(viewTagOf).sort());
  });

  it('needs a creator exactly where the element takes one', () => {
    for (const tag of tags) {
      expect(widgetViews[viewTagOf(tag)].needsCreator).toBe(attributesOf(tag).includes('creator'));
    }
  });

  it('forwards each element’s own attributes and the shared ones (WIDGETS.md)', () => {
    expect(attributesOf('cuppa-tip-button')).toEqual(['creator', 'label', 'amount', 'theme', 'lang', 'api', 'app']);
    expect(attributesOf('cuppa-wallet-badge')).toEqual(['theme', 'lang', 'api', 'app']);
  });
});
