import type { Language, ThemeChoice } from '../../../core/config/config';
import { attributesOf, widgetTags, type WidgetTag } from '../../../widgets/table/widget-tags';

/** What a creator picks on the snippet page. */
export interface SnippetChoice {
  widgets: readonly WidgetTag[];
  creator: string;
  theme: ThemeChoice;
  /** '' leaves the language to the reader's page and browser. */
  lang: Language | '';
  label: string;
}

export interface SnippetElement {
  tag: WidgetTag;
  attributes: Record<string, string>;
}

/**
 * The elements of the choice, each with only the attributes its tag takes and only those that differ
 * from the default, and the room widget-tags.ts measured for it inline, so the page does not move when
 * the widget arrives (the loader's own rule reserves it only once the loader has run).
 */
export function snippetElements(choice: SnippetChoice): SnippetElement[] {
  return choice.widgets.map((tag) => {
    const takes = new Set(attributesOf(tag));
    const values: Record<string, string> = {
      creator: choice.creator,
      label: choice.label.trim(),
      theme: choice.theme === 'auto' ? '' : choice.theme,
      lang: choice.lang,
    };
    const attributes = Object.fromEntries(
      Object.entries(values).filter(([name, value]) => value !== '' && takes.has(name as never)),
    );
    const { display, minWidth, minHeight } = widgetTags[tag].room;
    attributes.style = `display:${display};min-width:${minWidth};min-height:${minHeight}`;
    return { tag, attributes };
  });
}

export interface SnippetUrls {
  /** The major version's loader, `/widgets/v1/cuppa.js`: fixes reach the creator's page by themselves. */
  loader: string;
  api: string;
  app: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char]!);

const attributeText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/** The HTML a creator pastes into their site: the loader once, then each element. */
export function snippetHtml(elements: readonly SnippetElement[], urls: SnippetUrls): string {
  const script = `<script type="module" src="${escapeAttribute(urls.loader)}"${attributeText({ 'data-api': urls.api, 'data-app': urls.app })}></script>`;
  return [script, ...elements.map(({ tag, attributes }) => `<${tag}${attributeText(attributes)}></${tag}>`)].join('\n');
}
