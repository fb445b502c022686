import type { LinkPreview } from './link-preview';

/** Text for a double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON in a script element: nothing in it may close the element or open a comment. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Open Graph's form of a language: language and territory, `fr_FR`, `pt_BR`, `zh_CN`. */
export function openGraphLocale(tag: string): string {
  const filled = new Intl.Locale(tag).maximize();
  return filled.region ? `${filled.language}_${filled.region}` : filled.language;
}

/** The head of a server-rendered page: its title, description, canonical URL and link-preview tags. */
export function headTags(preview: LinkPreview, { siteName, locale }: { siteName: string; locale: string }): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content === null ? '' : `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeAttribute(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeAttribute(preview.url)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.cardTitle),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:locale', openGraphLocale(locale)),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.cardTitle),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
    preview.jsonLd ? `<script type="application/ld+json">${safeJson(preview.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
