import { findLoaderScript, readPageDefaults, type PageDefaults } from './page-defaults';

export interface CuppaGlobal {
  version: string;
  defaults: PageDefaults;
}

declare global {
  interface Window {
    Cuppa?: CuppaGlobal;
  }
}

/** The loader: the one script a host page loads up front. `window.Cuppa` is its only global. */
function boot(): void {
  if (window.Cuppa) return; // loaded twice: the first copy is in charge
  const script = findLoaderScript(document, import.meta.url);
  const { defaults, problems } = readPageDefaults(script?.dataset);
  for (const problem of problems) console.warn(`[cuppa] ${problem}`);
  window.Cuppa = Object.freeze({ version: __CUPPA_VERSION__, defaults });
}

boot();
