import { useTranslation } from 'react-i18next';
import texts from 'virtual:locale/en/common/actions,copy,subscribe,tip';
import type { i18n } from 'i18next';

/** The English of the widgets' dialogs, in the dialogs' own chunks: no page carries it before a press. */
export const dialogEnglish = texts;

const given = new WeakSet<i18n>();

/**
 * Adds the dialogs' English to the widget's texts, once per set of texts, before the dialog's first
 * render reads them: English pages read them there, and every other language falls back to them.
 */
export function useDialogEnglish(): void {
  const { i18n } = useTranslation();
  if (given.has(i18n)) return;
  given.add(i18n);
  i18n.addResourceBundle('en', 'common', dialogEnglish, true, false);
}
