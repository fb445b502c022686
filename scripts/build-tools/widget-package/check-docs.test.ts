import { describe, expect, it } from 'vitest';
import { checkDocsMatchCode } from './check-docs';
import { readWidgetDocs } from './read-widget-docs';

describe('the widgets’ JSDoc against the code', () => {
  const docs = readWidgetDocs();

  it('holds for widget-tags.ts as it is', () => {
    expect(() => checkDocsMatchCode(docs)).not.toThrow();
  });

  it('refuses an attribute, an event or a widget the code does not have', () => {
    const [first, ...rest] = docs.widgets;
    const withAttribute = {
      ...first!,
      attributes: [...first!.attributes, { name: 'colour', description: 'x', required: false }],
    };
    expect(() => checkDocsMatchCode({ ...docs, widgets: [withAttribute, ...rest] })).toThrow(/colour/);
    const withEvent = { ...first!, events: [...first!.events, { name: 'cuppa-nothing', description: 'x' }] };
    expect(() => checkDocsMatchCode({ ...docs, widgets: [withEvent, ...rest] })).toThrow(/cuppa-nothing/);
    expect(() => checkDocsMatchCode({ ...docs, widgets: rest })).toThrow(first!.tag);
  });
});
