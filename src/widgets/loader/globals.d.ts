declare const __CUPPA_VERSION__: string;
/** Each runtime stage's import, in order: written by the build (vite.widgets.config.ts). */
declare const __CUPPA_RUNTIME_STAGES__: readonly (() => Promise<unknown>)[];
