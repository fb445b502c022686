import { Marked, type Tokens } from 'marked';

/**
 * The repository's guides a server shows as pages, each at its path in the repository so that their
 * relative links between each other work there too (the app's server and the demo serve these).
 */
export const servedGuides = ['docs/embedding.md', 'CHANGELOG.md', 'packages/widgets/README.md'] as const;

/** A heading's anchor as GitHub spells it, so a guide's `#events` works here as on a code host. */
function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A Markdown renderer whose headings carry their anchors (a repeated heading gets `-1`, `-2`…). */
function markdownRenderer(): Marked {
  const used = new Map<string, number>();
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const base = headingSlug(text);
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count}`;
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

// Where no page stylesheet is given (the app serves the guide on its own): a readable column.
const READABLE = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1f2328;background:#fff}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 4rem}pre{overflow-x:auto;padding:1rem;background:#f6f8fa;border-radius:6px}
code{font-family:ui-monospace,monospace;font-size:.9em}table{border-collapse:collapse;display:block;overflow-x:auto}
th,td{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:start}
@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}pre{background:#161b22}th,td{border-color:#30363d}a{color:#58a6ff}}`;

/**
 * One of the repository's Markdown guides as a page of the demo blog (or, unstyled, of the app's server),
 * so its "read the guide" links show the guide as a reader expects it, not raw Markdown. The guides are
 * the project's own files.
 */
export function renderDoc(markdown: string, stylesheet?: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Cuppa';
  const body = markdownRenderer().parse(markdown, { async: false });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Cuppa</title>
    ${stylesheet ? `<link rel="stylesheet" href="${stylesheet}" />` : `<meta name="color-scheme" content="light dark" /><style>${READABLE}</style>`}
  </head>
  <body>
    <main class="doc">${body}</main>
  </body>
</html>
`;
}
