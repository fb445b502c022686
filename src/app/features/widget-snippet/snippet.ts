import type { Language, ThemeChoice } from '../../../core/config/config';
import { attributesOf, roomStyle, type WidgetTag } from '../../../widgets/table/widget-tags';

/** The widgets in the order a snippet places them (docs/embedding.md's): the tip button first. */
export const snippetWidgets: readonly WidgetTag[] = [
  'cuppa-tip-button',
  'cuppa-subscribe-button',
  'cuppa-creator-card',
  'cuppa-wallet-badge',
];

/** What a creator picks on the snippet page. */
export interface SnippetChoice {
  widgets: readonly WidgetTag[];
  creator: string;
  theme: ThemeChoice;
  /** '' leaves the language to the reader's page and browser. */
  lang: Language | '';
  label: string;
  /**
   * The tip button's plain fallback (WIDGETS.md): a link to the creator's profile that stays visible if
   * the script is blocked. `href` is the profile's address, `text` its words in the widgets' language.
   */
  fallback: { href: string; text: string };
}

export interface SnippetElement {
  tag: WidgetTag;
  attributes: Record<string, string>;
  fallback?: SnippetChoice['fallback'];
}

/** The creator's profile in the app, for the fallback link: `<app>/<alias>`. */
export const profileAddress = (app: string, creator: string) =>
  `${app.replace(/\/$/, '')}/${encodeURIComponent(creator)}`;

/**
 * The elements of the choice, in the snippet's order, each with only the attributes its tag takes and
 * only those that differ from the default, and the room widget-tags.ts measured for it inline (its
 * `roomStyle`, the guide's and the playground's too), so the
 * page does not move when the widget arrives (the loader's own rule reserves it only once the loader
 * has run). The tip button carries the fallback link, as the embedding guide's does.
 */
export function snippetElements(choice: SnippetChoice): SnippetElement[] {
  return snippetWidgets
    .filter((tag) => choice.widgets.includes(tag))
    .map((tag) => {
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
      attributes.style = roomStyle(tag);
      return tag === 'cuppa-tip-button' ? { tag, attributes, fallback: choice.fallback } : { tag, attributes };
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
  return [
    script,
    ...elements.map(({ tag, attributes, fallback }) => {
      const inner = fallback ? `<a href="${escapeAttribute(fallback.href)}">${escapeAttribute(fallback.text)}</a>` : '';
      return `<${tag}${attributeText(attributes)}>${inner}</${tag}>`;
    }),
  ].join('\n');
}
