import type { CuppaConfig } from '../../core/config/config';

// The major version's loader path, `/widgets/v1/cuppa.js`, from scripts/servers/widget-version.ts (vite.config.ts).
declare const __CUPPA_LOADER_PATH__: string;

/**
 * Where a creator's page finds the widgets: the app's server serves the bundle and the embedding guide
 * at its origin's root, whatever the app's base path (scripts/servers/app-server.ts).
 */
export function widgetUrls(config: Pick<CuppaConfig, 'appUrl' | 'apiBase'>) {
  const origin = new URL(config.appUrl).origin;
  return {
    loader: `${origin}${__CUPPA_LOADER_PATH__}`,
    api: config.apiBase,
    app: config.appUrl,
    guide: `${origin}/docs/embedding.md`,
  };
}
