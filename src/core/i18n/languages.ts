// Full file names: the Vite config imports this module, and Vite's config loader resolves no other.
import { languageList, supportedLanguages, type Language } from './language-list.ts';

export { languageList, supportedLanguages, type Language } from './language-list.ts';

/** Feature areas keep their own files so their texts load and change apart. */
export const namespaces = ['common', 'app', 'social', 'travel', 'wallet', 'posts'] as const;
export type Namespace = (typeof namespaces)[number];
/** What the embed frames show: no feature area's texts, so a frame reads two files, not six. */
export const frameNamespaces = ['common', 'app'] as const satisfies readonly Namespace[];

export function textDirection(language: string): 'ltr' | 'rtl' {
  const found = languageList.find((entry) => entry.tag === language);
  return found && 'dir' in found ? found.dir : 'ltr';
}

/**
 * The shipped tag that best serves a reader asking for `tag`, or null when none speaks their language.
 * Both sides are filled out with their likely script and region (Intl.Locale's maximize: `zh` is
 * `zh-Hans-CN`, `pt` is `pt-Latn-BR`, `zh-TW` is `zh-Hant-TW`), then the same language wins, more so
 * with the same script, then the same region: `pt-PT` reads `pt-BR`, `zh-SG` and `zh-Hans` read `zh-CN`,
 * `es-MX` reads `es`. `zh-TW` reads `zh-CN` too until a Traditional Chinese folder ships.
 *
 * Self-contained on purpose: the build writes its source into index.html, so the splash picks its
 * language by this same rule before any module loads (scripts/build-tools/vite/boot-texts-plugin.ts).
 */
export function matchLanguage(tag: string | null | undefined, supported: readonly string[]): string | null {
  if (!tag) return null;
  const filled = (value: string) => {
    try {
      return new Intl.Locale(value.trim().replace(/_/g, '-')).maximize();
    } catch {
      return null; // not a language tag at all ('auto', '')
    }
  };
  const wanted = filled(tag);
  if (!wanted) return null;
  let best: string | null = null;
  let bestScore = 0;
  for (const candidate of supported) {
    const have = filled(candidate);
    if (!have || have.language !== wanted.language) continue;
    const score = 1 + (have.script === wanted.script ? 2 : 0) + (have.region === wanted.region ? 1 : 0);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** 'es-MX' -> 'es', 'pt' -> 'pt-BR'; null when the language is not one we ship. */
export function toSupportedLanguage(tag: string | null | undefined): Language | null {
  return matchLanguage(tag, supportedLanguages) as Language | null;
}

/** A widget's language: its own `lang`, then the page default, then `<html lang>`, then the browser. */
export function detectWidgetLanguage(input: {
  attribute?: string | null;
  pageDefault?: string | null;
  documentLang?: string | null;
  browserLanguages?: readonly string[];
}): Language {
  const candidates = [input.attribute, input.pageDefault, input.documentLang, ...(input.browserLanguages ?? [])];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return 'en';
}
