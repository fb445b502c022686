import { useTranslation } from 'react-i18next';
import texts from 'virtual:locale/en/common/goal,supporters';
import type { i18n } from 'i18next';

/** The English of `<cuppa-goal>` and `<cuppa-supporters>`, in their own chunk (support-widgets.ts). */
export const supportEnglish = texts;

const given = new WeakSet<i18n>();

/**
 * Adds the goal's and supporters' English to the widget's texts before their first render, as
 * dialog-english.ts does the dialogs'. Not one helper for the two: a module the two on-demand chunks
 * shared would be a chunk of its own, counted with what every page loads.
 */
export function useSupportEnglish(): void {
  const { i18n } = useTranslation();
  if (given.has(i18n)) return;
  given.add(i18n);
  i18n.addResourceBundle('en', 'common', supportEnglish, true, false);
}
