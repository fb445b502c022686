/** The languages we ship, apart from config.ts's zod so the widgets' text code loads without it. */
export const supportedLanguages = ['en', 'es', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];
