import texts from 'virtual:locale/en/common/goal,supporters';
import { englishHook } from './english-hook';

/** The English of `<cuppa-goal>` and `<cuppa-supporters>`, in their own chunk (support-widgets.ts). */
export const supportEnglish = texts;

/** Adds the goal's and supporters' English to the widget's texts before their first render. */
export const useSupportEnglish = englishHook(supportEnglish);
