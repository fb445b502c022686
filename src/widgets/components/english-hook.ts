import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';

/**
 * A hook that adds a part's English to the widget's texts, once per set of texts, before the part's
 * first render reads them: English pages read them there, and every other language falls back to them.
 * The parts that load on demand (the dialogs, the goal and supporters) bring their English this way, so
 * no page carries it before it needs it.
 */
export function englishHook(texts: object): () => void {
  const given = new WeakSet<i18n>();
  return function useEnglish() {
    const { i18n } = useTranslation();
    if (given.has(i18n)) return;
    given.add(i18n);
    i18n.addResourceBundle('en', 'common', texts, true, false);
  };
}
