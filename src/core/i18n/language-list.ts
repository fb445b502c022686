/**
 * The languages Cuppa ships, one line each: its tag, which is also its folder under locales/; its name
 * in itself, as the language pickers list it; its direction when that is right to left. Everything that
 * knows languages (the app, the widgets, the server renderer, the build, the tests) reads this list, so
 * a new language is its folder of files and one line here (CONTRIBUTING.md, 'Adding a language').
 *
 * A tag names a region or script only where the language needs one: a page in `pt-PT` or `zh-Hant`
 * still finds `pt-BR` or `zh-CN` (matchLanguage in languages.ts), and a ninth `zh-TW` would win over
 * `zh-CN` for Traditional Chinese readers by itself.
 */
export const languageList = [
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Español' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'pt-BR', name: 'Português (Brasil)' },
  { tag: 'ja', name: '日本語' },
  { tag: 'zh-CN', name: '简体中文' },
] as const satisfies readonly { tag: string; name: string; dir?: 'rtl' }[];

export type Language = (typeof languageList)[number]['tag'];

/** The tags alone, English first (the fallback), in the list's order. */
export const supportedLanguages = languageList.map((language) => language.tag) as unknown as readonly [
  'en',
  ...Language[],
];
