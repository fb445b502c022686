import { Marked } from 'marked';

const marked = new Marked({ gfm: true });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * One of the repository's Markdown guides as a page of the demo blog (or, unstyled, of the app's server),
 * so its "read the guide" links show the guide as a reader expects it, not raw Markdown. The guides are
 * the project's own files.
 */
export function renderDoc(markdown: string, stylesheet?: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Cuppa';
  const body = marked.parse(markdown, { async: false });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Cuppa</title>
    ${stylesheet ? `<link rel="stylesheet" href="${stylesheet}" />` : '<meta name="color-scheme" content="light dark" />'}
  </head>
  <body>
    <main class="doc">${body}</main>
  </body>
</html>
`;
}
