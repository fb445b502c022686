import type { Language } from '../../core/config/config';
import { appDetection } from '../../core/i18n/create-i18n';
import { toSupportedLanguage } from '../../core/i18n/languages';

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `es-MX,es;q=0.9,ar;q=0.8` in the visitor's order of preference. */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a page is rendered in, by the app's own detection order as far as a server sees it:
 * `?lng`, the language cookie (the app stores the member's choice there too), the browser's languages.
 */
export function requestLanguage(url: URL, headers: Headers): Language {
  const candidates = [
    url.searchParams.get(appDetection.lookupQuerystring),
    cookieValue(headers.get('cookie'), appDetection.lookupCookie),
    ...acceptedLanguages(headers.get('accept-language')),
  ];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return 'en';
}
