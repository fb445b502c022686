/**
 * What the site owner wrote on the script tag (WIDGETS.md): `data-api`, `data-app`, `data-lang`,
 * `data-theme`, and `data-usdc-mint` (the token the crypto tab asks dollars in; USDC's own mint when
 * absent). Read by hand, not with zod: the loader must stay a few kilobytes.
 */
export interface PageDefaults {
  api: string | null;
  app: string | null;
  lang: string | null;
  theme: 'light' | 'dark' | 'auto' | null;
  usdcMint: string | null;
}

export interface PageDefaultsResult {
  defaults: PageDefaults;
  /** One message per attribute that was present but unusable. */
  problems: string[];
}

function absoluteHttpUrl(value: string | undefined, name: string, problems: string[]): string | null {
  if (value === undefined || value.trim() === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an absolute http(s) URL, got "${value}"`);
  return null;
}

export function readPageDefaults(dataset: DOMStringMap | undefined): PageDefaultsResult {
  const problems: string[] = [];
  const api = absoluteHttpUrl(dataset?.api, 'data-api', problems);
  const app = absoluteHttpUrl(dataset?.app, 'data-app', problems);
  const theme = dataset?.theme;
  const validTheme = theme === 'light' || theme === 'dark' || theme === 'auto' ? theme : null;
  if (theme !== undefined && !validTheme) problems.push(`data-theme must be light, dark or auto, got "${theme}"`);
  const mint = dataset?.usdcMint?.trim();
  // The shape of a base58 address; the widget code checks it decodes to 32 bytes before using it.
  const validMint = mint && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(mint) ? mint : null;
  if (mint !== undefined && !validMint) problems.push(`data-usdc-mint must be a Solana mint address, got "${mint}"`);
  return {
    defaults: { api, app, lang: dataset?.lang?.trim() || null, theme: validTheme, usdcMint: validMint },
    problems,
  };
}

/** A module script has no document.currentScript; it finds its own tag by URL. */
export function findLoaderScript(doc: Document, moduleUrl: string): HTMLScriptElement | null {
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src === moduleUrl) return script;
  }
  return null;
}
