import { escapeAttribute } from './head-tags';

/** The parts of a server-rendered page that go into the built index.html. */
export interface PageParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Title, description and link-preview tags. */
  head: string;
  /** The app's HTML, hydrated in the browser. */
  body: string;
  /** The script element with what the browser hydrates from. */
  state: string;
  /** URLs of the chunks the page's routes load, fetched beside the main bundle. */
  preloads: string[];
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern} to fill`);
  return html.replace(pattern, () => replacement);
}

/**
 * index.html with the page in it: the language and direction on <html> (the theme stays the inline
 * script's, which knows the member's stored choice before the first paint), the head tags in place of
 * the bare title, the content in #root instead of the splash screen.
 */
export function pageDocument(template: string, parts: PageParts): string {
  let html = replaceOnce(template, /<html lang="[^"]*"/, `<html lang="${parts.lang}" dir="${parts.dir}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, parts.head);
  if (parts.preloads.length > 0) {
    // After index.html's own (the main bundle first): the same attributes as the loader's links, so it
    // finds these in place.
    const links = parts.preloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    );
    html = replaceOnce(html, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`);
  }
  html = replaceOnce(html, /\s*<div id="splash"[^>]*>[\s\S]*?<\/div>/, '');
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${parts.body}</div>\n    ${parts.state}`);
}
