// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roomStyle, widgetTags, type WidgetTag } from '../../src/widgets/table/widget-tags';

const guide = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const snippet = /## The snippet\n+(?:<!-- prettier-ignore -->\n)?```html\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';

describe("the guide's snippet (WIDGETS.md: it carries each element's room)", () => {
  it.each(Object.keys(widgetTags) as WidgetTag[])('gives <%s> the room the loader reserves', (tag) => {
    expect(snippet).toMatch(new RegExp(`<${tag}[^>]*\\s+style="${roomStyle(tag)}"`));
  });
});
