import { creatorLookupPath } from '../../core/api/creator-lookup-path';
import { miniCreatorLookupResponseSchema, type WidgetCreatorLookup } from '../../core/contract/widget-reads';
import { readPublic } from '../../core/http/public-read';
import { widgetEnglish } from './widget-english';
import { createFixedI18n } from '../../core/i18n/create-fixed-i18n';
import type { i18n } from 'i18next';

/**
 * The page's one set of widget services, kept on this module: every widget on the page shares them.
 * The host page holds no member credentials: the widgets only read public data, with plain fetch and
 * the lean schemas (no ky, no classic zod before any interaction).
 */
const creators = new Map<string, Promise<WidgetCreatorLookup>>();
const translations = new Map<string, WidgetTexts>();

/** One language's texts for the widgets: `ready` settles once they are in (or have failed to load). */
export interface WidgetTexts {
  lang: string;
  i18n: i18n;
  ready: Promise<unknown>;
  settled: boolean;
}

/** One lookup per creator per page, however many widgets show them; a failure is retried next time. */
export function lookupCreator(apiBase: string, alias: string): Promise<WidgetCreatorLookup> {
  const key = `${apiBase}|${alias.toLowerCase()}`;
  let pending = creators.get(key);
  if (!pending) {
    pending = readPublic(`${apiBase}${creatorLookupPath(alias)}`, miniCreatorLookupResponseSchema);
    creators.set(key, pending);
    pending.catch(() => creators.delete(key));
  }
  return pending;
}

export function textsFor(appUrl: string, lng: string): WidgetTexts {
  const key = `${appUrl}|${lng}`;
  let texts = translations.get(key);
  if (!texts) {
    // English ships with the widgets (their sections of it, 1 KB gzip): English pages need no request
    // before the widgets show, and any language that cannot load falls back to it.
    const { i18n, ready } = createFixedI18n({
      loadPath: `${appUrl}/locales/{{lng}}/{{ns}}.json`,
      lng,
      ns: ['common'],
      bundled: { en: { common: widgetEnglish } },
    });
    const entry: WidgetTexts = { lang: lng, i18n, ready, settled: false };
    void ready.then(() => (entry.settled = true));
    translations.set(key, entry);
    texts = entry;
  }
  return texts;
}
