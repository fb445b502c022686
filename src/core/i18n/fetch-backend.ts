import type { BackendModule, ReadCallback } from 'i18next';

export interface FetchBackendOptions {
  /** URL template of the translation files, e.g. `https://app.example/locales/{{lng}}/{{ns}}.json`. */
  loadPath: string;
  fetch?: typeof fetch;
}

/**
 * Reads one translation file with fetch: the little of i18next-http-backend a fixed-language page needs
 * (the widgets), without its 4 KB. i18next itself retries a read the callback marks as retryable, so
 * loaderPolicy holds here as it does in the app: no status or a 5xx is retried, a 4xx is not.
 */
export function createFetchBackend(options: FetchBackendOptions): BackendModule {
  const fetchFile = options.fetch ?? ((input: string) => fetch(input));
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = options.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetchFile(url).then(
        async (response) => {
          if (!response.ok) {
            callback(`failed loading ${url}: ${response.status}`, response.status >= 500);
            return;
          }
          try {
            callback(null, (await response.json()) as Record<string, unknown>);
          } catch {
            callback(`failed parsing ${url} to json`, false);
          }
        },
        () => callback(`failed loading ${url}: no answer`, true),
      );
    },
  };
}
