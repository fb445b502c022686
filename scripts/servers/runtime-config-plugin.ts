import type { Plugin } from 'vite';
import { CONFIG_PLACEHOLDER, configFromEnv, injectRuntimeConfig } from './runtime-config.ts';

/** The dev server's page gets its config the way the app server gives it in production. */
export function runtimeConfigPlugin(): Plugin {
  return {
    name: 'cuppa-runtime-config',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => {
        if (!html.includes(CONFIG_PLACEHOLDER)) return html; // another page, e.g. Storybook's
        const origin = `http://${context.server?.config.server.host ?? '127.0.0.1'}:${context.server?.config.server.port ?? 5173}`;
        return injectRuntimeConfig(html, configFromEnv(process.env, origin));
      },
    },
  };
}
