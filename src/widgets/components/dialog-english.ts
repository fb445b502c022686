import texts from 'virtual:locale/en/common/actions,copy,subscribe,tip';
import { englishHook } from './english-hook';

/** The English of the widgets' dialogs, in the dialogs' own chunks: no page carries it before a press. */
export const dialogEnglish = texts;

/** Adds the dialogs' English to the widget's texts before the dialog's first render. */
export const useDialogEnglish = englishHook(dialogEnglish);
