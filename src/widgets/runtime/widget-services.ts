import { createCreatorsApi, type CreatorsApi } from '../../core/api/creators-api';
import type { CreatorLookupResponse } from '../../core/contract/posts';
import { createHttpClient } from '../../core/http/http-client';
import { createFixedI18n } from '../../core/i18n/create-fixed-i18n';
import type { i18n } from 'i18next';
import english from '../../../locales/en/common.json';

/**
 * The page's one set of widget services, kept on this module: every widget on the page shares them.
 * The host page holds no member credentials, so the client here only reads public data.
 */
// Only the calls the widgets make: the rest of the API (and its schemas) stays out of the bundle.
const apis = new Map<string, CreatorsApi>();
const creators = new Map<string, Promise<CreatorLookupResponse>>();
const translations = new Map<string, WidgetTexts>();

/** One language's texts for the widgets: `ready` settles once they are in (or have failed to load). */
export interface WidgetTexts {
  lang: string;
  i18n: i18n;
  ready: Promise<unknown>;
  settled: boolean;
}

export function apiFor(apiBase: string): CreatorsApi {
  let api = apis.get(apiBase);
  if (!api) {
    const http = createHttpClient({ apiBase, getToken: () => null });
    api = createCreatorsApi({ http, product: 'cuppa', onPoints: () => {} });
    apis.set(apiBase, api);
  }
  return api;
}

/** One lookup per creator per page, however many widgets show them; a failure is retried next time. */
export function lookupCreator(apiBase: string, alias: string): Promise<CreatorLookupResponse> {
  const key = `${apiBase}|${alias.toLowerCase()}`;
  let pending = creators.get(key);
  if (!pending) {
    pending = apiFor(apiBase).lookup(alias);
    creators.set(key, pending);
    pending.catch(() => creators.delete(key));
  }
  return pending;
}

export function textsFor(appUrl: string, lng: string): WidgetTexts {
  const key = `${appUrl}|${lng}`;
  let texts = translations.get(key);
  if (!texts) {
    // English ships with the widgets (under 1 KB gzip): English pages need no request before the
    // widgets show, and any language that cannot load falls back to it.
    const { i18n, ready } = createFixedI18n({
      loadPath: `${appUrl}/locales/{{lng}}/{{ns}}.json`,
      lng,
      ns: ['common'],
      bundled: { en: { common: english } },
    });
    const entry: WidgetTexts = { lang: lng, i18n, ready, settled: false };
    void ready.then(() => (entry.settled = true));
    translations.set(key, entry);
    texts = entry;
  }
  return texts;
}
