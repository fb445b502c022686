import { supportedLanguages, type Language } from '../config/supported-languages';

/** Feature areas keep their own files so their texts load and change apart. */
export const namespaces = ['common', 'app', 'social', 'travel', 'wallet', 'posts'] as const;
export type Namespace = (typeof namespaces)[number];
/** What the embed frames show: no feature area's texts, so a frame reads two files, not six. */
export const frameNamespaces = ['common', 'app'] as const satisfies readonly Namespace[];

const rtlLanguages = new Set<Language>(['ar']);

export function textDirection(language: string): 'ltr' | 'rtl' {
  return rtlLanguages.has(language as Language) ? 'rtl' : 'ltr';
}

/** 'es-MX' -> 'es'; null when the language is not one we ship. */
export function toSupportedLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (supportedLanguages as readonly string[]).includes(base ?? '') ? (base as Language) : null;
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
