/**
 * The app takes its settings at run time (one build deploys anywhere): the server that hands out
 * index.html writes them into it. The browser side parses them with core/config's schema.
 */
export const CONFIG_PLACEHOLDER = '<!--cuppa-config-->';

export interface RuntimeConfig {
  apiBase: string;
  appUrl: string;
  basePath: string;
  product: string;
  captchaSiteKey: string | null;
  /** Left out: USDC's own mint (core/config). */
  usdcMint?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv, appOrigin: string): RuntimeConfig {
  const basePath = env.CUPPA_BASE_PATH ?? '/';
  return {
    apiBase: env.CUPPA_API_BASE ?? `http://127.0.0.1:${env.CUPPA_API_PORT ?? '8787'}/api`,
    appUrl: env.CUPPA_APP_URL ?? `${appOrigin}${basePath}`,
    basePath,
    product: env.CUPPA_PRODUCT ?? 'cuppa',
    captchaSiteKey: env.CUPPA_CAPTCHA_SITE_KEY || null,
    ...(env.CUPPA_USDC_MINT ? { usdcMint: env.CUPPA_USDC_MINT } : {}),
  };
}

/** JSON inside a script element: `<` is escaped so no value can close the element. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="cuppa-config" type="application/json">${json}</script>`;
  if (!html.includes(CONFIG_PLACEHOLDER)) throw new Error(`index.html has no ${CONFIG_PLACEHOLDER} placeholder`);
  return html.replace(CONFIG_PLACEHOLDER, tag);
}
